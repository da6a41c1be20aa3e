00000000000688d0 <linebloom::probe::aarch64::neon::entry::contains_chunk>:
stp	x29, x30, [sp, #-16]!
mov	x29, sp
cmp	x5, x7
csel	x9, x5, x7, cc	// cc = lo, ul, last
cbz	x9, 689e8 <linebloom::probe::aarch64::neon::entry::contains_chunk+0x118>
adrp	x8, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
movi	v0.4s, #0x1
adrp	x11, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q1, [x8, #768]
ldr	q2, [x10, #832]
adrp	x8, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q3, [x11, #784]
ldr	q4, [x8, #848]
ldr	q5, [x10, #800]
adrp	x8, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
adrp	x11, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q6, [x8, #864]
ldr	q7, [x10, #816]
ldr	q16, [x11, #880]
mov	w10, #0x79b1                	// #31153
movk	w10, #0x9e37, lsl #16
ldr	x11, [x4], #8
umulh	x8, x11, x1
cmp	x3, x8
b.ls	689f0 <linebloom::probe::aarch64::neon::entry::contains_chunk+0x120>  // b.plast
mul	w12, w11, w10
dup	v17.4s, w11
add	x8, x2, x8, lsl #6
lsr	w12, w12, #22
mul	v19.4s, v17.4s, v1.4s
mul	v20.4s, v17.4s, v3.4s
mul	v21.4s, v17.4s, v5.4s
mul	v17.4s, v17.4s, v7.4s
ldrh	w11, [x0, w12, uxtw #1]
dup	v18.4s, w11
ushr	v19.4s, v19.4s, #27
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v17.4s, v17.4s, #27
ushl	v22.4s, v18.4s, v2.4s
ushl	v23.4s, v18.4s, v4.4s
ushl	v24.4s, v18.4s, v6.4s
ushl	v18.4s, v18.4s, v16.4s
and	v22.16b, v22.16b, v0.16b
and	v23.16b, v23.16b, v0.16b
bic	v24.4s, #0xfe
bic	v18.4s, #0xe
ushl	v19.4s, v22.4s, v19.4s
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v17.4s, v18.4s, v17.4s
ldp	q18, q22, [x8]
ldp	q23, q24, [x8, #32]
bic	v18.16b, v19.16b, v18.16b
bic	v19.16b, v20.16b, v22.16b
bic	v20.16b, v21.16b, v23.16b
bic	v17.16b, v17.16b, v24.16b
orr	v18.16b, v19.16b, v18.16b
orr	v17.16b, v20.16b, v17.16b
orr	v17.16b, v18.16b, v17.16b
umaxv	s17, v17.4s
fmov	w8, s17
cmp	w8, #0x0
cset	w8, eq	// eq = none
subs	x9, x9, #0x1
strb	w8, [x6], #1
b.ne	68930 <linebloom::probe::aarch64::neon::entry::contains_chunk+0x60>  // b.any
ldp	x29, x30, [sp], #16
ret
adrp	x2, 11c000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x308>
add	x2, x2, #0x798
mov	x0, x8
mov	x1, x3
bl	9714 <core::panicking::panic_bounds_check>
