00000000000780bc <linebloom::probe::aarch64::neon::entry::split_contains_one_any>:
cmp	x3, #0x7
b.ne	78140 <linebloom::probe::aarch64::neon::entry::split_contains_one_any+0x84>  // b.any
lsr	x8, x2, #32
mul	x9, x1, x8
ubfx	x8, x9, #32, #31
cmp	x8, x1
b.cs	78144 <linebloom::probe::aarch64::neon::entry::split_contains_one_any+0x88>  // b.hs, b.nlast
dup	v0.4s, w2
adrp	x10, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x11, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q1, [x10, #16]
ldr	q2, [x11, #32]
lsl	x9, x9, #1
add	x8, x0, x8, lsl #6
mul	v1.4s, v0.4s, v1.4s
mul	v0.4s, v0.4s, v2.4s
movi	v2.4s, #0x1
lsr	x9, x9, #27
and	x9, x9, #0x20
ushr	v1.4s, v1.4s, #27
ushr	v0.4s, v0.4s, #27
add	x8, x8, x9
ushl	v1.4s, v2.4s, v1.4s
ushl	v0.4s, v2.4s, v0.4s
ldp	q2, q3, [x8]
bic	v1.16b, v1.16b, v2.16b
bic	v0.16b, v0.16b, v3.16b
orr	v0.16b, v0.16b, v1.16b
umaxv	s0, v0.4s
fmov	w8, s0
cmp	w8, #0x0
cset	w0, eq	// eq = none
ret
b	7815c <linebloom::probe::aarch64::neon::entry::split_lanes_contains_one>
stp	x29, x30, [sp, #-16]!
mov	x29, sp
adrp	x2, 16b000 <anon.3f597512be2205649f0fd13d93207274.2.llvm.3170297190396169650+0x30>
add	x2, x2, #0xa48
mov	x0, x8
bl	a8f4 <core::panicking::panic_bounds_check>
