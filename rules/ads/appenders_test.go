package ads

import (
	"reflect"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/rulestest"
)

// TestAppendUnits plays random battles and checks at every step that
// AppendUnits into one reused buffer, which holds the last step's views,
// gives what Units gives, and that each unit's slices are capped, so that
// appending to one leaves the next unit's alone.
func TestAppendUnits(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 3)
		var buf rules.UnitBuffer
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			want := b.Units()
			got := b.AppendUnits(&buf)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d step %d: AppendUnits gives\n%+v\nwant\n%+v", seed, n, got, want)
			}
			for i := range got {
				u := &got[i]
				if cap(u.Tracks) != len(u.Tracks) || cap(u.Budget) != len(u.Budget) || cap(u.Statuses) != len(u.Statuses) || cap(u.Weapons) != len(u.Weapons) {
					t.Fatalf("seed %d step %d: unit %d's slices are not capped at their length", seed, n, i)
				}
			}
			if len(got) > 1 {
				_ = append(got[0].Tracks, rules.Track{Name: "x"})
				_ = append(got[0].Statuses, "x")
				_ = append(got[0].Weapons, rules.Weapon{Name: "x"})
				if !reflect.DeepEqual(got[1], want[1]) {
					t.Fatalf("seed %d step %d: appending to unit 0's slices changed unit 1", seed, n)
				}
			}
			if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// stateLeaves calls visit with every leaf field of v (a bool, a number or
// a string) whose path begins with want or that want begins with, walking
// into structs, into what pointers point to (made when nil) and into a
// slice's first element.
func stateLeaves(v reflect.Value, path, want string, visit func(path string, leaf reflect.Value)) {
	if !strings.HasPrefix(path, want) && !strings.HasPrefix(want, path) {
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			stateLeaves(v.Field(i), path+"."+v.Type().Field(i).Name, want, visit)
		}
	case reflect.Pointer:
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		stateLeaves(v.Elem(), path, want, visit)
	case reflect.Slice:
		if v.Len() > 0 {
			stateLeaves(v.Index(0), path+"[0]", want, visit)
		}
	default:
		visit(path, v)
	}
}

// TestAppendUnitsRebuildsChanges changes each field of a unit's state in
// turn (every leaf of it, as stateLeaves finds them, with the pointers on
// its way made from nil), and checks that AppendUnits into a buffer that
// holds the views from before gives what Units gives: the views it keeps
// are only those that did not change.
func TestAppendUnitsRebuildsChanges(t *testing.T) {
	var paths []string
	b := newTestBattle(t, 1)
	u := b.s.Units[0]
	stateLeaves(reflect.ValueOf(&u).Elem(), "", "", func(path string, _ reflect.Value) { paths = append(paths, path) })
	if len(paths) < 50 {
		t.Fatalf("only %d fields found: %v", len(paths), paths)
	}
	for _, path := range paths {
		for _, unit := range []int{0, 3} {
			b := newTestBattle(t, 1)
			var buf rules.UnitBuffer
			b.AppendUnits(&buf)
			u := &b.s.Units[unit]
			stateLeaves(reflect.ValueOf(u).Elem(), "", path, func(p string, leaf reflect.Value) {
				if p != path {
					return
				}
				switch leaf.Kind() {
				case reflect.Bool:
					leaf.SetBool(!leaf.Bool())
				case reflect.String:
					leaf.SetString(leaf.String() + "x")
				case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
					leaf.SetInt(leaf.Int() + 1)
				default:
					t.Fatalf("field %s of kind %v", p, leaf.Kind())
				}
			})
			want := b.Units()
			if got := b.AppendUnits(&buf); !reflect.DeepEqual(got, want) {
				t.Fatalf("field %s of unit %d changed: AppendUnits gives\n%+v\nwant\n%+v", path, unit, got[unit], want[unit])
			}
		}
	}
}
