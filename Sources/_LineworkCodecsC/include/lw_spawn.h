// Starting helper programs (ffmpeg) that die with Linework.
#ifndef LW_SPAWN_H
#define LW_SPAWN_H

#include <sys/types.h>

/// Starts the program at `path` with `argv` and `envp` (NULL-terminated), its standard input,
/// output and error on `in_fd`, `out_fd` and `err_fd`, every other descriptor closed, every
/// signal at its default and none blocked, in a process group of its own, and killed
/// (SIGKILL) when the thread that called this ends (PR_SET_PDEATHSIG: call it from a thread
/// that lives as long as the process). Returns the child's pid, or -errno when it could not
/// be started (the program missing or not executable included).
pid_t lw_spawn(const char *path, char *const argv[], char *const envp[], int in_fd, int out_fd, int err_fd);

/// A pipe whose both ends close at exec, in `fds` (read end first). Returns 0, or -errno.
int lw_pipe(int fds[2]);

#endif
