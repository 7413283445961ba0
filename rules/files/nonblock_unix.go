//go:build unix

package files

import "syscall"

// nonBlock opens a named pipe without waiting for a writer: Open refuses
// it once open, instead of hanging in open(2).
const nonBlock = syscall.O_NONBLOCK
