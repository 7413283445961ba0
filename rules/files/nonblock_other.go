//go:build !unix

package files

// nonBlock is no flag where the system has no named pipes among its files.
const nonBlock = 0
