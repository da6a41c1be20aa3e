0000000000068318 <linebloom::probe::aarch64::neon::entry::contains_one>:
umulh	x8, x4, x1
cmp	x3, x8
b.ls	68410 <linebloom::probe::aarch64::neon::entry::contains_one+0xf8>  // b.plast
mov	w9, #0x79b1                	// #31153
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
dup	v0.4s, w4
movk	w9, #0x9e37, lsl #16
ldr	q3, [x10, #768]
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
mul	w9, w4, w9
adrp	x11, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q6, [x10, #848]
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q5, [x11, #784]
adrp	x11, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q17, [x10, #816]
ldr	q16, [x11, #864]
movi	v2.4s, #0x1
lsr	w9, w9, #22
mul	v3.4s, v0.4s, v3.4s
mul	v5.4s, v0.4s, v5.4s
add	x8, x2, x8, lsl #6
ldr	h1, [x0, w9, uxtw #1]
adrp	x9, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q4, [x9, #832]
adrp	x9, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q7, [x9, #800]
dup	v1.4s, v1.s[0]
adrp	x9, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q18, [x9, #880]
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
adrp	x2, 11c000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x308>
add	x2, x2, #0x798
mov	x0, x8
mov	x1, x3
bl	9714 <core::panicking::panic_bounds_check>
