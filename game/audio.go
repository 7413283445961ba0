package game

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"sightline/assets"
)

// Sounds plays the generated sound effects. Audio is allowed to fail:
// without a sound device it stays silent and says so in one log line, and
// Play never blocks or panics.
//
// Each effect is synthesised when it is first played, not at start-up:
// the first frame comes sooner (in the browser all of them took 10 to
// 30 ms, more on a first visit before the code is optimised), and the
// first effect is played in a battle, after a click, key or tap, which
// browsers require before a page's sound may start (Ebitengine's audio
// resumes its context on that gesture).
type Sounds struct {
	ctx     *audio.Context // nil when silent
	players map[string]*audio.Player
	volume  float64
	muted   bool
	logf    func(format string, args ...any)
}

// NewSounds prepares the audio context; logf receives the one line that
// explains silence.
func NewSounds(logf func(format string, args ...any)) *Sounds {
	s := &Sounds{volume: 0.6, logf: logf}
	if ok, why := audioDevice(); !ok {
		logf("audio: %s; playing silently", why)
		return s
	}
	s.ctx = audio.CurrentContext()
	if s.ctx == nil {
		s.ctx = audio.NewContext(assets.SampleRate)
	}
	s.players = map[string]*audio.Player{}
	return s
}

// Play starts the named effect from its beginning; an unknown name or a
// silent game does nothing.
func (s *Sounds) Play(name string) {
	if s == nil || s.muted || s.ctx == nil {
		return
	}
	p, ok := s.players[name]
	if !ok {
		if p = s.load(name); p == nil {
			return
		}
	}
	if err := p.Rewind(); err != nil {
		return
	}
	p.Play()
}

// load synthesises the named effect and keeps its player; nil for an
// unknown name, or when the effect cannot be made, which silences the
// game with one log line.
func (s *Sounds) load(name string) *audio.Player {
	if !slices.Contains(assets.SoundNames(), name) {
		return nil
	}
	pcm, err := assets.Sound(name)
	if err != nil {
		s.logf("audio: %v; playing silently", err)
		s.ctx, s.players = nil, nil
		return nil
	}
	p := s.ctx.NewPlayerFromBytes(pcm)
	p.SetVolume(s.volume)
	s.players[name] = p
	return p
}

// SetVolume sets the volume, from 0 to 1.
func (s *Sounds) SetVolume(v float64) {
	s.volume = max(0, min(1, v))
	for _, p := range s.players {
		p.SetVolume(s.volume)
	}
}

// SetMuted silences or restores the effects.
func (s *Sounds) SetMuted(m bool) { s.muted = m }

// Silent reports whether no effect can be heard.
func (s *Sounds) Silent() bool { return s == nil || s.muted || s.ctx == nil }
