0000000000049928 <linebloom::probe::aarch64::neon::entry::insert_one>:
umulh	x8, x4, x1
cmp	x3, x8
b.ls	49a0c <linebloom::probe::aarch64::neon::entry::insert_one+0xe4>  // b.plast
mov	w9, #0x79b1                	// #31153
adrp	x10, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
adrp	x11, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
movk	w9, #0x9e37, lsl #16
dup	v0.4s, w4
ldr	q1, [x10, #1408]
mul	w9, w4, w9
adrp	x10, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q4, [x11, #1424]
adrp	x11, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q3, [x10, #1472]
adrp	x10, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldr	q7, [x11, #1440]
ldr	q6, [x10, #1488]
movi	v2.4s, #0x1
lsr	w9, w9, #22
adrp	x10, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
mul	v1.4s, v0.4s, v1.4s
mul	v4.4s, v0.4s, v4.4s
mul	v7.4s, v0.4s, v7.4s
adrp	x11, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
ldrh	w9, [x0, w9, uxtw #1]
ldr	q17, [x10, #1456]
ldr	q18, [x11, #1520]
add	x8, x2, x8, lsl #6
dup	v5.4s, w9
adrp	x9, 94000 <core::num::imp::flt2dec::strategy::dragon::POW5TO256+0x34>
mul	v0.4s, v0.4s, v17.4s
ldr	q16, [x9, #1504]
ushr	v1.4s, v1.4s, #27
ushr	v4.4s, v4.4s, #27
ushl	v3.4s, v5.4s, v3.4s
ushl	v6.4s, v5.4s, v6.4s
ushl	v16.4s, v5.4s, v16.4s
ushl	v5.4s, v5.4s, v18.4s
ushr	v0.4s, v0.4s, #27
and	v3.16b, v3.16b, v2.16b
and	v2.16b, v6.16b, v2.16b
ushr	v6.4s, v7.4s, #27
bic	v16.4s, #0xfe
bic	v5.4s, #0xe
ushl	v1.4s, v3.4s, v1.4s
ushl	v2.4s, v2.4s, v4.4s
ushl	v4.4s, v16.4s, v6.4s
ldp	q3, q6, [x8]
ushl	v0.4s, v5.4s, v0.4s
orr	v1.16b, v3.16b, v1.16b
ldp	q3, q5, [x8, #32]
orr	v2.16b, v6.16b, v2.16b
orr	v3.16b, v3.16b, v4.16b
orr	v0.16b, v5.16b, v0.16b
stp	q1, q2, [x8]
stp	q3, q0, [x8, #32]
ret
stp	x29, x30, [sp, #-16]!
mov	x29, sp
adrp	x2, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x2, x2, #0x5a8
mov	x0, x8
mov	x1, x3
bl	7c94 <core::panicking::panic_bounds_check>
