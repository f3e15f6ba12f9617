#ifndef LINEWORK_BUILD_INFO_H
#define LINEWORK_BUILD_INFO_H

/// The git commit Linework was built from, as Package.swift saw it ("<sha>", "<sha>+dirty" with
/// uncommitted changes, or "unknown" outside a git checkout).
const char *linework_build_commit(void);

#endif
