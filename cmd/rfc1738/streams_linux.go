package main

import (
	"os"
	"syscall"
)

// closedAtStart reports whether f is the /dev/null that Go's runtime
// opened, read-write, on a standard descriptor that was closed when the
// process started. A /dev/null the shell opened ("</dev/null",
// ">/dev/null") is open for reading or for writing only, not both.
func closedAtStart(f *os.File) bool {
	var st, null syscall.Stat_t
	if syscall.Fstat(int(f.Fd()), &st) != nil || syscall.Stat(os.DevNull, &null) != nil {
		return false
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFCHR || st.Rdev != null.Rdev {
		return false
	}
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, f.Fd(), syscall.F_GETFL, 0)
	return errno == 0 && flags&syscall.O_ACCMODE == syscall.O_RDWR
}
