package game

import (
	"github.com/hajimehoshi/ebiten/v2/audio"

	"sightline/assets"
)

// Sounds plays the generated sound effects. Audio is allowed to fail:
// without a sound device it stays silent and says so in one log line, and
// Play never blocks or panics.
type Sounds struct {
	players map[string]*audio.Player
	volume  float64
	muted   bool
}

// NewSounds prepares one player per effect. logf receives the one line
// that explains silence.
func NewSounds(logf func(format string, args ...any)) *Sounds {
	s := &Sounds{volume: 0.6}
	if ok, why := audioDevice(); !ok {
		logf("audio: %s; playing silently", why)
		return s
	}
	ctx := audio.CurrentContext()
	if ctx == nil {
		ctx = audio.NewContext(assets.SampleRate)
	}
	s.players = map[string]*audio.Player{}
	for _, n := range assets.SoundNames() {
		pcm, err := assets.Sound(n)
		if err != nil {
			logf("audio: %v; playing silently", err)
			s.players = nil
			return s
		}
		p := ctx.NewPlayerFromBytes(pcm)
		p.SetVolume(s.volume)
		s.players[n] = p
	}
	return s
}

// Play starts the named effect from its beginning; an unknown name or a
// silent game does nothing.
func (s *Sounds) Play(name string) {
	if s == nil || s.muted {
		return
	}
	p, ok := s.players[name]
	if !ok {
		return
	}
	if err := p.Rewind(); err != nil {
		return
	}
	p.Play()
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
func (s *Sounds) Silent() bool { return s == nil || s.muted || len(s.players) == 0 }
