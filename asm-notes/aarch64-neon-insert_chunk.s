000000000006842c <linebloom::probe::aarch64::neon::entry::insert_chunk>:
stp	x29, x30, [sp, #-16]!
mov	x29, sp
cbz	x5, 68528 <linebloom::probe::aarch64::neon::entry::insert_chunk+0xfc>
adrp	x8, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
adrp	x9, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
movi	v0.4s, #0x1
ldr	q1, [x8, #768]
adrp	x8, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q2, [x9, #832]
ldr	q3, [x8, #784]
adrp	x8, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
adrp	x9, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q4, [x8, #848]
adrp	x8, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q6, [x8, #864]
adrp	x8, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q5, [x9, #800]
lsl	x9, x5, #3
ldr	q7, [x8, #816]
ldr	q16, [x10, #880]
mov	w10, #0x79b1                	// #31153
movk	w10, #0x9e37, lsl #16
ldr	x11, [x4], #8
umulh	x8, x11, x1
cmp	x3, x8
b.ls	68530 <linebloom::probe::aarch64::neon::entry::insert_chunk+0x104>  // b.plast
mul	w12, w11, w10
dup	v17.4s, w11
add	x8, x2, x8, lsl #6
subs	x9, x9, #0x8
lsr	w12, w12, #22
mul	v19.4s, v17.4s, v1.4s
mul	v20.4s, v17.4s, v3.4s
mul	v22.4s, v17.4s, v5.4s
mul	v17.4s, v17.4s, v7.4s
ldrh	w12, [x0, w12, uxtw #1]
dup	v18.4s, w12
ushr	v19.4s, v19.4s, #27
ushr	v20.4s, v20.4s, #27
ushr	v22.4s, v22.4s, #27
ushr	v17.4s, v17.4s, #27
ushl	v21.4s, v18.4s, v2.4s
ushl	v23.4s, v18.4s, v4.4s
ushl	v24.4s, v18.4s, v6.4s
ushl	v18.4s, v18.4s, v16.4s
and	v21.16b, v21.16b, v0.16b
and	v23.16b, v23.16b, v0.16b
bic	v24.4s, #0xfe
bic	v18.4s, #0xe
ushl	v19.4s, v21.4s, v19.4s
ushl	v20.4s, v23.4s, v20.4s
ushl	v22.4s, v24.4s, v22.4s
ldp	q21, q23, [x8]
ushl	v17.4s, v18.4s, v17.4s
orr	v18.16b, v21.16b, v19.16b
ldp	q19, q21, [x8, #32]
orr	v20.16b, v23.16b, v20.16b
orr	v19.16b, v19.16b, v22.16b
orr	v17.16b, v21.16b, v17.16b
stp	q18, q20, [x8]
stp	q19, q17, [x8, #32]
b.ne	68488 <linebloom::probe::aarch64::neon::entry::insert_chunk+0x5c>  // b.any
ldp	x29, x30, [sp], #16
ret
adrp	x2, 11c000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x308>
add	x2, x2, #0x780
mov	x0, x8
mov	x1, x3
bl	9714 <core::panicking::panic_bounds_check>
