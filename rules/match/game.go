package match

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// Match is one battle with its players, built from a Spec. It is not safe
// for concurrent use; play many matches at once by giving each its own.
type Match struct {
	spec    Spec
	battle  rules.Battle
	players []rules.Player // per spawn side
	record  bool
	steps   []Step
	n       int
	last    rules.Command
}

// New sets up the battle that s describes on f under r, with a computer
// player, made by mk (ai.New), for each Sides entry that names one. Spawn
// side k's player gets the seed PlayerSeed(s.Seed, k). Sides entries
// spelt Human get no player: supply it with SetPlayer before stepping.
// With record set the match keeps every applied command and the state
// hash after it.
func New(r rules.Ruleset, f *grid.Field, s Spec, record bool, mk PlayerMaker) (*Match, error) {
	if s.Ruleset != "" && s.Ruleset != r.ID() {
		return nil, errorf("spec is for ruleset %q, not %q", s.Ruleset, r.ID())
	}
	setup, err := s.Setup(r, f)
	if err != nil {
		return nil, err
	}
	players := make([]rules.Player, len(s.Sides))
	for side := range players {
		spec := s.Sides[s.Entry(side)]
		if spec == Human {
			continue
		}
		level, err := ParseSide(spec)
		if err != nil {
			return nil, err
		}
		if players[side], err = mk(level, PlayerSeed(s.Seed, side)); err != nil {
			return nil, err
		}
	}
	b, err := r.NewBattle(setup)
	if err != nil {
		return nil, err
	}
	s.Ruleset = r.ID()
	return &Match{spec: s, battle: b, players: players, record: record}, nil
}

// Spec returns the spec the match was built from.
func (m *Match) Spec() Spec { return m.spec }

// Battle returns the battle, for drawing and for questions such as Legal
// and Odds. Change it only through Step.
func (m *Match) Battle() rules.Battle { return m.battle }

// SetPlayer makes p decide for spawn side side, replacing the computer
// player or filling a Human seat.
func (m *Match) SetPlayer(side int, p rules.Player) error {
	if side < 0 || side >= len(m.players) {
		return errorf("no spawn side %d in a battle of %d", side, len(m.players))
	}
	m.players[side] = p
	return nil
}

// Player returns the player deciding for spawn side side, or nil for a
// Human seat not yet filled.
func (m *Match) Player(side int) rules.Player {
	if side < 0 || side >= len(m.players) {
		return nil
	}
	return m.players[side]
}

// Last returns the command the last successful Step applied.
func (m *Match) Last() rules.Command { return m.last }

// Over reports whether the battle has ended.
func (m *Match) Over() bool {
	over, _ := m.battle.Over()
	return over
}

// Step asks the player the battle waits on for one decision and applies
// it, returning its events. ok is false, with nothing changed, when the
// battle is over or the player has not decided yet (a human still
// choosing): call Step again on a later frame.
func (m *Match) Step() (ev []rules.Event, ok bool, err error) {
	if m.Over() {
		return nil, false, nil
	}
	if m.n >= MaxCommands {
		return nil, false, errorf("battle did not end after %d commands", MaxCommands)
	}
	c, ev, ok, err := decideApply(m.battle, m.players)
	if err != nil || !ok {
		return nil, false, err
	}
	m.n++
	m.last = c
	if m.record {
		m.steps = append(m.steps, Step{Command: c, Hash: m.battle.Hash()})
	}
	return ev, true, nil
}

// Steps returns how many commands the match has applied.
func (m *Match) Steps() int { return m.n }

// Rewind takes the match back to after its first n commands: b is a
// clone of its battle as it stood then (rules.Battle.Clone), which
// becomes its battle, and the commands after them are forgotten, as if
// never sent. A recording match checks b against the state hash it
// recorded after command n; a b that differs, or an n the match has not
// reached, is refused and nothing changes. The players are not told:
// rewind only past commands of a player whose next decision it is.
func (m *Match) Rewind(b rules.Battle, n int) error {
	if b == nil || n < 0 || n > m.n {
		return errorf("cannot rewind a match of %d commands to %d", m.n, n)
	}
	if m.record {
		if n > len(m.steps) {
			return errorf("cannot rewind to command %d: %d recorded", n, len(m.steps))
		}
		if n > 0 && b.Hash() != m.steps[n-1].Hash {
			return errorf("cannot rewind to command %d: the battle given is not the one recorded there", n)
		}
		m.steps = m.steps[:n]
	}
	m.battle, m.n = b, n
	m.last = rules.Command{}
	if m.record && n > 0 {
		m.last = m.steps[n-1].Command
	}
	return nil
}

// Play steps the battle to its end and returns the result. A player that
// does not decide when asked stops it with ErrStuck. With each set, it is
// called with every applied command's events, in order.
func (m *Match) Play(each func(c rules.Command, ev []rules.Event)) (Result, error) {
	for !m.Over() {
		side := m.battle.Prompt().Side
		ev, ok, err := m.Step()
		if err != nil {
			return m.Result(), err
		}
		if !ok {
			return m.Result(), errorf("side %d: %w", side, ErrStuck)
		}
		if each != nil {
			each(m.last, ev)
		}
	}
	return m.Result(), nil
}

// Result returns the battle's result so far: the winner (-1 while it goes
// on or for a draw), the round, the state hash and the recorded steps.
func (m *Match) Result() Result {
	_, w := m.battle.Over()
	if !m.Over() {
		w = -1
	}
	return Result{Winner: w, Rounds: m.battle.Round(), Hash: m.battle.Hash(), Steps: m.steps}
}
