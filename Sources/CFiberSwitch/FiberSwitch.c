#include "CFiberSwitch.h"

#if defined(__linux__)

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#if defined(__x86_64__) && !defined(STATELAB_FIBER_UCONTEXT)

// The System V x86_64 ABI's callee-saved state: rbx, rbp, r12-r15, the
// SSE control/status word and the x87 control word. (Swift's own
// registers — self in r13, errors in r12, the async context in r14 — are
// among them.) A suspended stack holds, from its saved stack pointer up:
// the two control words (8 bytes), r15, r14, r13, r12, rbx, rbp, and the
// address to return to.
struct statelab_fiber_context {
    void *stackPointer;
};

__asm__(
    ".text\n"
    ".globl statelab_fiber_switch\n"
    ".type statelab_fiber_switch,@function\n"
    ".p2align 4\n"
    "statelab_fiber_switch:\n"
    "    pushq %rbp\n"
    "    pushq %rbx\n"
    "    pushq %r12\n"
    "    pushq %r13\n"
    "    pushq %r14\n"
    "    pushq %r15\n"
    "    subq $8, %rsp\n"
    "    stmxcsr (%rsp)\n"
    "    fnstcw 4(%rsp)\n"
    "    movq %rsp, (%rdi)\n"
    "    movq (%rsi), %rsp\n"
    ".Lstatelab_fiber_restore:\n"
    "    ldmxcsr (%rsp)\n"
    "    fldcw 4(%rsp)\n"
    "    addq $8, %rsp\n"
    "    popq %r15\n"
    "    popq %r14\n"
    "    popq %r13\n"
    "    popq %r12\n"
    "    popq %rbx\n"
    "    popq %rbp\n"
    "    ret\n"
    ".size statelab_fiber_switch, .-statelab_fiber_switch\n"
    "\n"
    // A new stack's first switch returns here, with the entry in r12 and
    // its argument in r13; the entry returns the context to go to next.
    // No return address above this frame: unwinders stop here.
    ".globl statelab_fiber_start\n"
    ".hidden statelab_fiber_start\n"
    ".type statelab_fiber_start,@function\n"
    ".p2align 4\n"
    "statelab_fiber_start:\n"
    "    .cfi_startproc\n"
    "    .cfi_undefined rip\n"
    "    movq %r13, %rdi\n"
    "    callq *%r12\n"
    "    movq (%rax), %rsp\n"
    "    jmp .Lstatelab_fiber_restore\n"
    "    .cfi_endproc\n"
    ".size statelab_fiber_start, .-statelab_fiber_start\n");

extern void statelab_fiber_start(void);

statelab_fiber_context *statelab_fiber_context_create(void) {
    return calloc(1, sizeof(statelab_fiber_context));
}

void statelab_fiber_context_prepare(statelab_fiber_context *context, void *low, size_t size,
                                    statelab_fiber_context *(*entry)(void *), void *argument) {
    uintptr_t top = ((uintptr_t)low + size) & ~(uintptr_t)15;
    // Ten words: the saved state (eight), then two of padding, so that the
    // stack pointer is 16-byte aligned once the first switch has returned
    // into statelab_fiber_start, as the ABI wants before a call.
    uint64_t *frame = (uint64_t *)(top - 80);
    uint32_t mxcsr;
    uint16_t x87;
    __asm__ volatile("stmxcsr %0" : "=m"(mxcsr));
    __asm__ volatile("fnstcw %0" : "=m"(x87));
    frame[0] = (uint64_t)mxcsr | ((uint64_t)x87 << 32);
    frame[1] = 0;                      // r15
    frame[2] = 0;                      // r14
    frame[3] = (uint64_t)argument;     // r13
    frame[4] = (uint64_t)entry;        // r12
    frame[5] = 0;                      // rbx
    frame[6] = 0;                      // rbp: the end of the frame chain
    frame[7] = (uint64_t)statelab_fiber_start;
    frame[8] = 0;
    frame[9] = 0;
    context->stackPointer = frame;
}

#else

#include <ucontext.h>

struct statelab_fiber_context {
    ucontext_t registers;
    statelab_fiber_context *(*entry)(void *);
    void *argument;
};

// makecontext passes int arguments only: the context's address in halves.
static void statelab_fiber_start(unsigned int high, unsigned int low) {
    statelab_fiber_context *context =
        (statelab_fiber_context *)(((uintptr_t)high << 16 << 16) | (uintptr_t)low);
    statelab_fiber_context *next = context->entry(context->argument);
    setcontext(&next->registers);
    abort();
}

statelab_fiber_context *statelab_fiber_context_create(void) {
    return calloc(1, sizeof(statelab_fiber_context));
}

void statelab_fiber_context_prepare(statelab_fiber_context *context, void *low, size_t size,
                                    statelab_fiber_context *(*entry)(void *), void *argument) {
    getcontext(&context->registers);
    context->registers.uc_stack.ss_sp = low;
    context->registers.uc_stack.ss_size = size;
    context->registers.uc_link = NULL;
    context->entry = entry;
    context->argument = argument;
    uintptr_t address = (uintptr_t)context;
    makecontext(&context->registers, (void (*)(void))statelab_fiber_start, 2,
                (unsigned int)(address >> 16 >> 16), (unsigned int)(address & 0xffffffffu));
}

void statelab_fiber_switch(statelab_fiber_context *from, statelab_fiber_context *to) {
    swapcontext(&from->registers, &to->registers);
}

#endif

void statelab_fiber_context_free(statelab_fiber_context *context) {
    free(context);
}

/// Below each stack: 64 KiB no one may touch, wider than any one frame.
static const size_t guardSize = 64 << 10;

void *statelab_fiber_stack_map(size_t size) {
    char *base = mmap(NULL, guardSize + size, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (base == MAP_FAILED) return NULL;
    if (mprotect(base, guardSize, PROT_NONE) != 0) {
        munmap(base, guardSize + size);
        return NULL;
    }
    return base + guardSize;
}

void statelab_fiber_stack_unmap(void *low, size_t size) {
    munmap((char *)low - guardSize, guardSize + size);
}

#endif
