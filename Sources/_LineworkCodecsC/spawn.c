// Starting a helper program (ffmpeg) that cannot outlive Linework.
//
// Foundation's Process spawns with posix_spawn, which cannot ask the kernel to kill the child
// when its parent dies: a `kill -9`ed linework left its decoding ffmpeg running and its
// encoding ffmpeg finishing a temporary file on its own. Here the child is forked, sets
// PR_SET_PDEATHSIG to SIGKILL and then execs. Between fork and exec only async-signal-safe
// calls are made, as a forked child of a multithreaded process requires.
#define _GNU_SOURCE
#include "lw_spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

// Makes `fd` the child's descriptor `target`, inherited across exec.
static int lw_place(int fd, int target) {
    if (fd == target) {
        int flags = fcntl(fd, F_GETFD);
        return flags < 0 ? -1 : fcntl(fd, F_SETFD, flags & ~FD_CLOEXEC);
    }
    return dup2(fd, target) < 0 ? -1 : 0;
}

// The child's side: never returns.
static void lw_child(pid_t parent, int report, const char *path, char *const argv[], char *const envp[],
                     int in_fd, int out_fd, int err_fd) {
    int error = 0;
    // Killed with its parent; a parent that died before this line is seen as a new parent.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) error = errno;
    if (!error && getppid() != parent) _exit(127);
    // Its own process group, as Foundation's Process does: a terminal's ^C reaches Linework,
    // which kills its children (`ChildProcesses`), and not ffmpeg, which would finish its file.
    if (!error) setpgid(0, 0);
    // Descriptors above the three standard ones close at exec (the report pipe included);
    // the three are moved into place above any the target numbers could clobber.
    int in = in_fd, out = out_fd, err = err_fd;
    if (!error && (in = fcntl(in_fd, F_DUPFD_CLOEXEC, 3)) < 0) error = errno;
    if (!error && (out = fcntl(out_fd, F_DUPFD_CLOEXEC, 3)) < 0) error = errno;
    if (!error && (err = fcntl(err_fd, F_DUPFD_CLOEXEC, 3)) < 0) error = errno;
    if (!error && (lw_place(in, 0) || lw_place(out, 1) || lw_place(err, 2))) error = errno;
    if (!error && syscall(SYS_close_range, 3U, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
        long most = sysconf(_SC_OPEN_MAX);
        if (most < 0 || most > 65536) most = 65536;
        for (int fd = 3; fd < most; fd++) {
            if (fd != report) fcntl(fd, F_SETFD, FD_CLOEXEC);
        }
    }
    // Signals as a fresh program expects them: Linework ignores SIGPIPE (so that a write to a
    // dead ffmpeg fails with EPIPE), but an ffmpeg writing into a pipe nobody reads must die.
    if (!error) {
        struct sigaction standard = {0};
        standard.sa_handler = SIG_DFL;
        for (int signal = 1; signal < NSIG; signal++) {
            if (signal != SIGKILL && signal != SIGSTOP) sigaction(signal, &standard, 0);
        }
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, 0);
        execve(path, argv, envp);
        error = errno;
    }
    ssize_t ignored = write(report, &error, sizeof error);
    (void)ignored;
    _exit(127);
}

pid_t lw_spawn(const char *path, char *const argv[], char *const envp[], int in_fd, int out_fd, int err_fd) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -errno;
    pid_t parent = getpid();
    pid_t child = fork();
    if (child < 0) {
        int error = errno;
        close(report[0]);
        close(report[1]);
        return -error;
    }
    if (child == 0) lw_child(parent, report[1], path, argv, envp, in_fd, out_fd, err_fd);
    close(report[1]);
    // Empty at exec (the pipe closes with it); an errno when exec or the set-up failed.
    int error = 0;
    ssize_t n;
    do {
        n = read(report[0], &error, sizeof error);
    } while (n < 0 && errno == EINTR);
    close(report[0]);
    if (n == (ssize_t)sizeof error) {
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
        return -(error ? error : ECHILD);
    }
    return child;
}

int lw_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC) == 0 ? 0 : -errno;
}
