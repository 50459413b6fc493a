#!/usr/bin/env python3
"""Generate crates/adreno/src/a5xx/regs_db.rs from an rnndb register file.

Usage: scripts/gen-a5xx-regs.py PATH/TO/registers/adreno/a5xx.xml > crates/adreno/src/a5xx/regs_db.rs

Reads every domain of the given file (registers, arrays, bitfields, reg64,
inline bitsets) and the enums and bitsets of the files it imports (paths
relative to the registers root, the parent of the file's directory), and
from the enum adreno_pm4_type3_packets of the imported adreno_pm4.xml the
opcodes that apply to A5XX (the type-7 opcode names). The
output is gpubin's own table format (see regs.rs); the facts (names,
offsets, bit ranges, types, enum values) come from the database, whose MIT
notice is repeated in the generated file.
"""

import os
import re
import sys
import xml.etree.ElementTree as ET


def local(tag):
    return tag.rsplit('}', 1)[-1]


def num(text):
    return int(text, 0)


class Db:
    def __init__(self):
        self.enums = {}    # name -> [(value, name)]
        # name -> [(value, name, variants or None)], for the enums whose values
        # differ between generations (varset="chip").
        self.variants = {}
        self.bitsets = {}  # name -> [bitfield elements]
        # (name, offset or None, count, stride, fields, part); part is
        # 'R32' / 'R64' for a definition of the source, 'LO' / 'HI' for a
        # dword half of a reg64.
        self.regs = []
        self.counts = {'reg32': 0, 'reg64': 0, 'array': 0, 'bitfield': 0,
                       'instances': 0, 'fields': 0}
        self.read = []     # files read, relative to the registers root
        self.missing = []  # imports not present

    def load_types(self, path, root_dir, seen):
        if path in seen:
            return
        seen.add(path)
        if not os.path.exists(path):
            # An import that is not at hand: its types are simply unknown;
            # a field that uses one stops the generator (field_kind), so the
            # output never depends on a file that was not read.
            self.missing.append(os.path.relpath(path, root_dir))
            return
        self.read.append(os.path.relpath(path, root_dir))
        tree = ET.parse(path)
        for el in tree.getroot().iter():
            tag = local(el.tag)
            if tag == 'import':
                self.load_types(os.path.join(root_dir, el.get('file')), root_dir, seen)
            elif tag == 'enum':
                vals = []
                for v in el:
                    if local(v.tag) == 'value' and v.get('value') is not None:
                        vals.append((num(v.get('value')), v.get('name')))
                if vals:
                    self.enums.setdefault(el.get('name'), vals)
                    self.variants.setdefault(el.get('name'), [
                        (num(v.get('value')), v.get('name'), v.get('variants'))
                        for v in el
                        if local(v.tag) == 'value' and v.get('value') is not None])
            elif tag == 'bitset':
                self.bitsets.setdefault(el.get('name'), [b for b in el if local(b.tag) == 'bitfield'])


def applies_to(variants, gen):
    """Whether an rnndb `variants` attribute (`A5XX`, `A2XX-A4XX`, `A5XX-`,
    several separated by commas or spaces; none means every generation)
    covers generation `gen` (5 for A5XX)."""
    if variants is None:
        return True
    for part in re.split(r'[,\s]+', variants.strip()):
        m = re.fullmatch(r'A(\d+)XX(-(A(\d+)XX)?)?', part)
        if m is None:
            raise SystemExit('variants %r not understood' % variants)
        low = int(m.group(1))
        high = low if m.group(2) is None else int(m.group(4) or 99)
        if low <= gen <= high:
            return True
    return False


# The PM4 packet opcodes (type 3 before a5xx, type 7 from a5xx on) and the
# generation whose values the table keeps.
PM4_OPCODES = 'adreno_pm4_type3_packets'


def field_kind(db, typ, width, radix):
    """Rust FieldKind expression for an rnndb type."""
    if typ is None:
        return 'Bool' if width == 1 else 'Hex'
    if typ == 'boolean':
        return 'Bool'
    if typ in ('uint', 'offset'):
        return 'Uint'
    if typ == 'int':
        return 'Int'
    if typ in ('hex', 'address', 'waddress'):
        return 'Hex'
    if typ == 'float':
        return 'Float'
    if typ in ('fixed', 'ufixed'):
        return 'Fixed { radix: %d, signed: %s }' % (int(radix or 0), 'true' if typ == 'fixed' else 'false')
    if typ == 'a3xx_regid':
        return 'RegId'
    if typ in db.enums:
        return 'Enum(%s)' % enum_const(typ)
    raise SystemExit('unknown type %r' % typ)


def enum_const(name):
    return 'E_' + re.sub(r'\W', '_', name).upper()


def bitfield(db, bf):
    if bf.get('pos') is not None:
        low = high = num(bf.get('pos'))
    else:
        low, high = num(bf.get('low')), num(bf.get('high'))
    shr = num(bf.get('shr') or '0')
    typ = bf.get('type')
    kind = field_kind(db, typ, high - low + 1, bf.get('radix'))
    return (bf.get('name'), high, low, shr, kind)


def reg_fields(db, el, width):
    """Fields of a reg32 element: its bitfields, its bitset type expanded,
    or one VALUE field covering the register."""
    fields = []
    typ = el.get('type')
    children = [c for c in el if local(c.tag) == 'bitfield']
    if typ in db.bitsets:
        fields += [bitfield(db, b) for b in db.bitsets[typ]]
        typ = None
    fields += [bitfield(db, b) for b in children]
    if not fields:
        shr = num(el.get('shr') or '0')
        kind = field_kind(db, typ, width, el.get('radix'))
        if kind == 'Bool':
            kind = 'Hex'
        fields = [('VALUE', width - 1, 0, shr, kind)]
    fields.sort(key=lambda f: f[2])
    return fields


def walk(db, parent, prefix, base, array):
    for el in parent:
        tag = local(el.tag)
        if tag == 'reg32' or tag == 'reg64':
            db.counts[tag] += 1
            off = base + num(el.get('offset'))
            name = el.get('name')
            if array is not None:
                aname, count, stride = array
                full = aname + '[]' if name == 'REG' else '%s[].%s' % (aname, name)
            else:
                count, stride = 1, 0
                full = prefix + name
            width = 32 if tag == 'reg32' else 64
            f = reg_fields(db, el, width)
            db.counts['instances'] += count
            db.counts['fields'] += len(f)
            if tag == 'reg32':
                db.regs.append((full, off, count, stride, f, 'R32'))
            else:
                # The 64-bit register itself (decoded from NAME=VALUE), then
                # its two dwords as _LO/_HI (what a dump holds). A half the
                # source also declares as a reg32 of its own is that reg32.
                db.regs.append((full, off, count, stride, f, 'R64'))
                half = [(n, 31, 0, 0, k) for (n, h, l, s, k) in f] if f[0][0] == 'VALUE' else None
                if half is None:
                    raise SystemExit('reg64 %s with bit fields: halves not defined' % full)
                db.regs.append((full + '_LO', off, count, stride, half, 'LO'))
                db.regs.append((full + '_HI', off + 1, count, stride, half, 'HI'))
        elif tag == 'array':
            db.counts['array'] += 1
            walk(db, el, prefix, base + num(el.get('offset')),
                 (prefix + el.get('name'), num(el.get('length')), num(el.get('stride'))))
        elif tag in ('stripe',):
            walk(db, el, prefix, base, array)


def drop_declared_halves(regs):
    """A _LO/_HI half whose name and offset a reg32 of the source also
    declares (RB_MRT_FLAG_BUFFER[].ADDR_HI) is that reg32, not a second
    entry."""
    declared = {(n, o) for (n, o, c, s, f, p) in regs if p == 'R32'}
    return [r for r in regs if not (r[5] in ('LO', 'HI') and (r[0], r[1]) in declared)]


def main():
    import argparse
    import hashlib
    ap = argparse.ArgumentParser(description='Generate regs_db.rs from a5xx.xml')
    ap.add_argument('xml', help='PATH/TO/registers/adreno/a5xx.xml')
    ap.add_argument('--origin', action='append', default=[],
                    help='a line naming where the XML came from (repository, path, commit); '
                         'written into the header, may be repeated')
    args = ap.parse_args()
    path = args.xml
    root_dir = os.path.dirname(os.path.dirname(os.path.abspath(path)))
    db = Db()
    db.load_types(os.path.abspath(path), root_dir, set())
    tree = ET.parse(path)
    db.counts['bitfield'] = sum(1 for el in tree.getroot().iter() if local(el.tag) == 'bitfield')
    domains = []
    for dom in tree.getroot():
        if local(dom.tag) != 'domain':
            continue
        dname = dom.get('name')
        # Register space: plain names with dword offsets. Descriptor
        # domains (TEX_CONST, SSBO_*, ...): DOMAIN_N names, no offset.
        is_regs = dname == 'A5XX'
        start = len(db.regs)
        walk(db, dom, '' if is_regs else dname[len('A5XX_'):] + '_', 0, None)
        if not is_regs:
            db.regs[start:] = [(n, None, c, s, f, p) for (n, o, c, s, f, p) in db.regs[start:]]
        domains.append(dname)
    db.regs = drop_declared_halves(db.regs)
    used = set()
    for r in db.regs:
        for f in r[4]:
            m = re.match(r'Enum\((\w+)\)', f[4])
            if m:
                used.add(m.group(1))
    provenance = []
    for line in args.origin:
        provenance.append('// Source: %s' % line)
    for rel in db.read:
        data = open(os.path.join(root_dir, rel), 'rb').read()
        provenance.append('// Read: %s (%d bytes, sha256 %s)' % (rel, len(data), hashlib.sha256(data).hexdigest()))
    for rel in db.missing:
        provenance.append('// Imported, not present (every type the registers use was found without it): %s' % rel)
    out = sys.stdout
    out.write('''// @generated by scripts/gen-a5xx-regs.py from Mesa's
// src/freedreno/registers/adreno/a5xx.xml (and the enums and bitsets of
// the files it imports). Do not edit; regenerate:
//   python3 scripts/gen-a5xx-regs.py --origin ... registers/adreno/a5xx.xml
''')
    out.write('\n'.join(provenance) + '\n')
    out.write('''//
// The register database is under the MIT license:
//
// Copyright (C) 2013-2020 by the following authors:
// - Rob Clark <robdclark@gmail.com> (robclark)
// - Ilia Mirkin <imirkin@alum.mit.edu> (imirkin)
//
// Permission is hereby granted, free of charge, to any person obtaining a
// copy of this software and associated documentation files (the
// "Software"), to deal in the Software without restriction, including
// without limitation the rights to use, copy, modify, merge, publish,
// distribute, sublicense, and/or sell copies of the Software, and to
// permit persons to whom the Software is furnished to do so, subject to
// the following conditions:
//
// The above copyright notice and this permission notice (including the
// next paragraph) shall be included in all copies or substantial
// portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
// EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
// MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
// IN NO EVENT SHALL THE AUTHORS AND/OR THEIR SUPPLIERS BE LIABLE FOR ANY
// CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
// TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
// SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

#![allow(non_snake_case)]

use super::regdef::FieldKind::*;
use super::regdef::{EnumValue as V, Field, FieldDef as F, Part, Reg, RegisterDef as R};

''')
    c = db.counts
    out.write('/// What the source defines, counted while reading it: `reg32` and\n'
              '/// `reg64` definitions, arrays, `bitfield` elements, register instances\n'
              '/// with arrays expanded (a reg64 is one register), and the fields of all\n'
              '/// definitions (bitset types expanded; a register without bit fields has\n'
              '/// one `VALUE` field).\n')
    out.write('pub const SOURCE: SourceCounts = SourceCounts { reg32: %d, reg64: %d, arrays: %d, '
              'bitfields: %d, instances: %d, fields: %d };\n\n'
              % (c['reg32'], c['reg64'], c['array'], c['bitfield'], c['instances'], c['fields']))
    out.write('''/// Counts of the source's definitions (see [`SOURCE`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SourceCounts {
    pub reg32: usize,
    pub reg64: usize,
    pub arrays: usize,
    pub bitfields: usize,
    pub instances: usize,
    pub fields: usize,
}

''')
    names = []
    for en in sorted(used):
        src = next(n for n in db.enums if enum_const(n) == en)
        names.append((en, src))
        vals = ', '.join('V { value: %d, name: "%s" }' % (v, n) for (v, n) in db.enums[src])
        out.write('pub static %s: &[V] = &[%s];\n' % (en, vals))
    out.write('\n/// `(enum name, values)` of every enum a field uses.\n')
    out.write('pub static ENUMS: &[(&str, &[V])] = &[\n')
    for en, src in names:
        out.write('    ("%s", %s),\n' % (src, en))
    out.write('];\n\n')
    if PM4_OPCODES not in db.variants:
        raise SystemExit('enum %s not found: adreno_pm4.xml (imported by a5xx.xml) is needed '
                         'for the type-7 opcode table' % PM4_OPCODES)
    ops = [(v, n) for (v, n, var) in db.variants[PM4_OPCODES] if applies_to(var, 5)]
    out.write('/// Type-7 packet opcodes of a5xx: the values of `%s` whose variants\n'
              '/// include A5XX, in source order (where two names apply to one value, the\n'
              '/// first is the one a decoder shows).\n' % PM4_OPCODES)
    out.write('pub static PM4_OPCODES_A5XX: &[V] = &[%s];\n\n'
              % ', '.join('V { value: %d, name: "%s" }' % o for o in ops))
    out.write('/// Every register and descriptor dword, in source order.\n')
    out.write('pub static REGISTERS: &[R] = &[\n')
    part_name = {'R32': 'Part::Dword', 'R64': 'Part::Qword', 'LO': 'Part::Lo', 'HI': 'Part::Hi'}
    for (name, off, count, stride, fields, part) in db.regs:
        fs = ', '.join('F::new("%s", %d, %d, %d, %s)' % f for f in fields)
        out.write('    R::with_part("%s", %s, %d, %d, &[%s], %s),\n'
                  % (name, 'Some(0x%04x)' % off if off is not None else 'None', count, stride, fs,
                     part_name[part]))
    out.write('];\n\n')
    out.write('// Typed handles: one module per register (array registers drop the\n'
              '// brackets: RB_MRT[].PITCH is RB_MRT_PITCH), with its marker type\n'
              '// Register, REG and one const per field, all of type Register.\n')
    seen = set()
    for i, (name, off, count, stride, fields, part) in enumerate(db.regs):
        mod = re.sub(r'\W+', '_', name.replace('[]', '')).strip('_')
        if mod in seen or not re.match(r'^[A-Z_][A-Z0-9_]*$', mod):
            raise SystemExit('register module name %r is not usable' % mod)
        seen.add(mod)
        consts = ['pub enum Register {}', 'pub const REG: Reg<Register> = Reg::new(%d);' % i]
        for j, f in enumerate(fields):
            fname = f[0] if re.match(r'^[A-Z_]', f[0]) else '_' + f[0]
            if fname in ('REG', 'Register'):
                raise SystemExit('field named %s in %s' % (fname, name))
            consts.append('pub const %s: Field<Register> = Field::new(%d, %d);' % (fname, i, j))
        out.write('pub mod %s { use super::*; %s }\n' % (mod, ' '.join(consts)))


main()
