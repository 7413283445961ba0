package main

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress shows a run's progress on stderr when stderr is a terminal, with
// battles per second and an estimate of the time left; otherwise it does
// nothing, so logs and pipes stay clean.
type progress struct {
	bar *progressbar.ProgressBar
}

// newProgress returns a progress display for n battles on w.
func newProgress(w io.Writer, n int) *progress {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return &progress{}
	}
	return &progress{bar: progressbar.NewOptions(n,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("battles"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("battles"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)}
}

// add counts one finished battle; it is safe for concurrent use.
func (p *progress) add() {
	if p.bar != nil {
		p.bar.Add(1)
	}
}

// finish clears the bar.
func (p *progress) finish() {
	if p.bar != nil {
		p.bar.Finish()
	}
}
