#ifndef SPECSHEET_ATOMIC_RENAME_H
#define SPECSHEET_ATOMIC_RENAME_H

/// Swaps the two paths in one step (Linux renameat2 with RENAME_EXCHANGE): both must exist. Returns
/// 0, or -1 with errno set (ENOSYS or EINVAL where the kernel or file system cannot exchange).
int specsheet_exchange_paths(const char *first, const char *second);

#endif
