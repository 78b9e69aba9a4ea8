#include "StateLabEditLine.h"
#include "StateLabKeyReader.h"
#include "LibEdit.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

static int is_plain_c_locale(const char *name) {
    return name == NULL || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0;
}

EditLine *statelab_el_open(const char *program) {
    if (statelab_libedit() == NULL) return NULL;
    // libedit decodes keys with mbrtowc: without a UTF-8 LC_CTYPE, every
    // non-ASCII key is dropped. Containers often run with no LANG at all.
    if (is_plain_c_locale(setlocale(LC_CTYPE, ""))) {
        const char *fallbacks[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"};
        for (size_t i = 0; i < sizeof fallbacks / sizeof fallbacks[0]; i++) {
            if (setlocale(LC_CTYPE, fallbacks[i]) != NULL) break;
        }
    }
    return el_init(program, stdin, stdout, stderr);
}

int statelab_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

int statelab_el_set_prompt(EditLine *el, statelab_prompt_function prompt, char delimiter) {
    return el_set(el, EL_PROMPT_ESC, prompt, (int)delimiter);
}

int statelab_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

void *statelab_el_client_data(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

int statelab_el_add_function(EditLine *el, const char *name, const char *help,
                             statelab_editor_function function) {
    return el_set(el, EL_ADDFN, name, help, function);
}

int statelab_el_bind(EditLine *el, const char *keys, const char *function) {
    return el_set(el, EL_BIND, keys, function, (const char *)NULL);
}

int statelab_el_set_history(EditLine *el, History *store) {
    return el_set(el, EL_HIST, history, store);
}

int statelab_el_set_signal_handling(EditLine *el, int enabled) {
    return el_set(el, EL_SIGNAL, enabled);
}

int statelab_el_prepare_terminal(EditLine *el, int editing) {
    return el_set(el, EL_PREP_TERM, editing);
}

int statelab_el_use_interruptible_reader(EditLine *el) {
    return el_set(el, EL_GETCFN, statelab_read_character);
}

int statelab_el_source(EditLine *el) {
    return el_source(el, NULL);
}

void statelab_el_close(EditLine *el) {
    el_end(el);
}

const char *statelab_el_gets(EditLine *el, int *count) {
    return el_gets(el, count);
}

int statelab_el_insert(EditLine *el, const char *text) {
    return el_insertstr(el, text);
}

void statelab_el_delete(EditLine *el, int count) {
    el_deletestr(el, count);
}

const LineInfo *statelab_el_line(EditLine *el) {
    return el_line(el);
}
