package game

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// ActionNamed returns the action a script or a settings file calls name
// ("end_turn"), and whether there is one.
func ActionNamed(name string) (Action, bool) {
	for j, n := range actionNames {
		if n == name {
			return Action(j), true
		}
	}
	return -1, false
}

// Rebindable lists the actions a player may bind keys to, in the order
// the settings show them: every action but the action bar's slots, which
// keep the number keys.
func Rebindable() []Action {
	var out []Action
	for a := Action(0); a < ActSlot1; a++ {
		out = append(out, a)
	}
	return out
}

// Clone returns a copy of km that shares no memory with it.
func (km Keymap) Clone() Keymap {
	out := Keymap{}
	for a, ks := range km {
		out[a] = slices.Clone(ks)
	}
	return out
}

// Bind binds key k to action a alone, in place: a's other keys go, and
// so does k from every other action, so that a key does one thing. It
// returns the actions that lost k, in action order.
func (km Keymap) Bind(a Action, k ebiten.Key) []Action {
	took := km.release(k, a)
	km[a] = []ebiten.Key{k}
	return took
}

// release takes key k from every action but keep, in place, and returns
// the actions that had it, in action order.
func (km Keymap) release(k ebiten.Key, keep Action) []Action {
	var took []Action
	for b, ks := range km {
		if b == keep {
			continue
		}
		if i := slices.Index(ks, k); i >= 0 {
			km[b] = slices.Delete(slices.Clone(ks), i, i+1)
			took = append(took, b)
		}
	}
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	return took
}

// Reset puts km back to DefaultKeymap, in place.
func (km Keymap) Reset() {
	for a := range km {
		delete(km, a)
	}
	for a, ks := range DefaultKeymap() {
		km[a] = ks
	}
}

// Overrides returns the bindings of km that differ from DefaultKeymap, as
// a settings file keeps them: action name to key names (ebiten's, such as
// "E" or "ArrowUp"); nil when km is the default.
func (km Keymap) Overrides() map[string][]string {
	def := DefaultKeymap()
	var out map[string][]string
	for _, a := range Rebindable() {
		if slices.Equal(km[a], def[a]) {
			continue
		}
		if out == nil {
			out = map[string][]string{}
		}
		names := []string{}
		for _, k := range km[a] {
			names = append(names, k.String())
		}
		out[a.String()] = names
	}
	return out
}

// KeymapWith returns DefaultKeymap with a settings file's overrides
// (Overrides) laid over it in action order, each bound as Bind binds.
// An unknown action or key name, or an action not to be rebound, is left
// at its default, and named in the one-line error, which is nil when all
// were taken.
func KeymapWith(overrides map[string][]string) (Keymap, error) {
	km := DefaultKeymap()
	var bad []string
	names := make([]string, 0, len(overrides))
	for n := range overrides {
		names = append(names, n)
	}
	sort.Strings(names)
	type binding struct {
		a    Action
		keys []ebiten.Key
	}
	var take []binding
	for _, n := range names {
		a, ok := ActionNamed(n)
		if !ok || a >= ActSlot1 {
			bad = append(bad, fmt.Sprintf("no action %q to bind", cut(n)))
			continue
		}
		var keys []ebiten.Key
		okKeys := true
		for _, kn := range overrides[n] {
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(kn)); err != nil {
				bad = append(bad, fmt.Sprintf("%s: no key %q", n, cut(kn)))
				okKeys = false
				break
			}
			keys = append(keys, k)
		}
		if okKeys {
			take = append(take, binding{a, keys})
		}
	}
	sort.Slice(take, func(i, j int) bool { return take[i].a < take[j].a })
	for _, b := range take {
		for _, k := range b.keys {
			km.release(k, b.a)
		}
		km[b.a] = b.keys
	}
	if len(bad) > 0 {
		return km, fmt.Errorf("keys: %s", strings.Join(bad, "; "))
	}
	return km, nil
}

// cut shortens a name echoed in an error to 40 characters.
func cut(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
