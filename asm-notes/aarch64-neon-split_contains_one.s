0000000000076abc <linebloom::probe::aarch64::neon::entry::split_contains_one_any>:
cmp	x3, #0x7
b.ne	76b40 <linebloom::probe::aarch64::neon::entry::split_contains_one_any+0x84>  // b.any
lsr	x8, x2, #32
mul	x9, x1, x8
ubfx	x8, x9, #32, #31
cmp	x8, x1
b.cs	76b44 <linebloom::probe::aarch64::neon::entry::split_contains_one_any+0x88>  // b.hs, b.nlast
dup	v0.4s, w2
adrp	x10, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
adrp	x11, 11e000 <anon.4a2fb922d9a0c23b9a8c757eb0f177d0.1589.llvm.14749769438172322419+0x8>
ldr	q1, [x10, #144]
ldr	q2, [x11, #160]
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
b	76b5c <linebloom::probe::aarch64::neon::entry::split_lanes_contains_one>
stp	x29, x30, [sp, #-16]!
mov	x29, sp
adrp	x2, 16b000 <anon.3f597512be2205649f0fd13d93207274.2.llvm.3170297190396169650+0x30>
add	x2, x2, #0xa48
mov	x0, x8
bl	a8f4 <core::panicking::panic_bounds_check>
