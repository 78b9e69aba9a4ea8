// Console — everything StateLab shows in a terminal (DESIGN.md §1, §5).
//
// It owns the REPL and the command line; it knows the course through
// `Course` and the live runtime through `LiveRuntime` (the session, its typed commands, refusals and
// models), it puts every error into words (`ConsoleError`), and it is the
// one module that touches libedit (through CEditLineBridge). Folders by role:
//
//   CLI/          `statelab` arguments: the option/subcommand table, parser,
//                 options decoded per subcommand, generated help, and the
//                 subcommands (console, run, help).
//   Commands/     the console's command table (`:help`, `:load`, `:tap`…),
//                 lookup by prefix with suggestions, help text; Builtins/
//                 holds one file per command. A live command's arguments
//                 are read by LiveRuntime's `LiveCommand`.
//   Course/       the course at the prompt: `CourseController` (where the
//                 learner is, the step's program, progress saved), and the
//                 words and pictures of lessons, verdicts, hints,
//                 predictions and `:compare`.
//   Completion/   what Tab does: command names, per-command argument hooks,
//                 labels on screen, file paths, indentation.
//   Input/        input lines into entries: continuation detection, scripts.
//   LineEditing/  libedit (opened on first use): the line editor, history and
//                 where it is kept; bracketed paste (the key reader in
//                 CEditLineBridge takes the terminal's paste markers out of
//                 the input and says where a paste began and ended; REPL/
//                 runs it as one entry).
//   Rendering/    colour policy and styles, columns, the output streams;
//                 the pictures of the live runtime: `:tree`, `:timeline`,
//                 and the trace lines of `:trace on`.
//   REPL/         the interactive console, the script runner, running one
//                 entry and reporting its errors, Ctrl-C during evaluation.
