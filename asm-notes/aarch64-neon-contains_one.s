0000000000049a28 <linebloom::probe::aarch64::neon::entry::contains_one>:
umulh	x8, x4, x1
cmp	x3, x8
b.ls	49b20 <linebloom::probe::aarch64::neon::entry::contains_one+0xf8>  // b.plast
mov	w9, #0x79b1                	// #31153
adrp	x10, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
dup	v0.4s, w4
movk	w9, #0x9e37, lsl #16
ldr	q3, [x10, #1408]
adrp	x10, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
mul	w9, w4, w9
adrp	x11, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q6, [x10, #1488]
adrp	x10, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q5, [x11, #1424]
adrp	x11, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q17, [x10, #1456]
ldr	q16, [x11, #1504]
movi	v2.4s, #0x1
lsr	w9, w9, #22
mul	v3.4s, v0.4s, v3.4s
mul	v5.4s, v0.4s, v5.4s
add	x8, x2, x8, lsl #6
ldr	h1, [x0, w9, uxtw #1]
adrp	x9, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q4, [x9, #1472]
adrp	x9, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q7, [x9, #1440]
dup	v1.4s, v1.s[0]
adrp	x9, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q18, [x9, #1520]
ushr	v3.4s, v3.4s, #27
ushr	v5.4s, v5.4s, #27
mul	v7.4s, v0.4s, v7.4s
mul	v0.4s, v0.4s, v17.4s
ushl	v4.4s, v1.4s, v4.4s
ushl	v6.4s, v1.4s, v6.4s
ushl	v16.4s, v1.4s, v16.4s
ushl	v1.4s, v1.4s, v18.4s
and	v4.16b, v4.16b, v2.16b
and	v2.16b, v6.16b, v2.16b
ushr	v6.4s, v7.4s, #27
ushr	v0.4s, v0.4s, #27
bic	v16.4s, #0xfe
bic	v1.4s, #0xe
ushl	v3.4s, v4.4s, v3.4s
ushl	v2.4s, v2.4s, v5.4s
ushl	v4.4s, v16.4s, v6.4s
ushl	v0.4s, v1.4s, v0.4s
ldp	q1, q5, [x8]
ldp	q6, q7, [x8, #32]
bic	v1.16b, v3.16b, v1.16b
bic	v2.16b, v2.16b, v5.16b
bic	v3.16b, v4.16b, v6.16b
bic	v0.16b, v0.16b, v7.16b
orr	v1.16b, v2.16b, v1.16b
orr	v0.16b, v3.16b, v0.16b
orr	v0.16b, v1.16b, v0.16b
umaxv	s0, v0.4s
fmov	w8, s0
cmp	w8, #0x0
cset	w0, eq	// eq = none
ret
stp	x29, x30, [sp, #-16]!
mov	x29, sp
adrp	x2, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x2, x2, #0x5c0
mov	x0, x8
mov	x1, x3
bl	7c94 <core::panicking::panic_bounds_check>
