0000000000068218 <linebloom::probe::aarch64::neon::entry::insert_one>:
umulh	x8, x4, x1
cmp	x3, x8
b.ls	682fc <linebloom::probe::aarch64::neon::entry::insert_one+0xe4>  // b.plast
mov	w9, #0x79b1                	// #31153
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
adrp	x11, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
movk	w9, #0x9e37, lsl #16
dup	v0.4s, w4
ldr	q1, [x10, #768]
mul	w9, w4, w9
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q4, [x11, #784]
adrp	x11, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q3, [x10, #832]
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldr	q7, [x11, #800]
ldr	q6, [x10, #848]
movi	v2.4s, #0x1
lsr	w9, w9, #22
adrp	x10, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
mul	v1.4s, v0.4s, v1.4s
mul	v4.4s, v0.4s, v4.4s
mul	v7.4s, v0.4s, v7.4s
adrp	x11, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
ldrh	w9, [x0, w9, uxtw #1]
ldr	q17, [x10, #816]
ldr	q18, [x11, #880]
add	x8, x2, x8, lsl #6
dup	v5.4s, w9
adrp	x9, d6000 <anon.43db5c704e51a66e02c5590810075e2a.0.llvm.5328672858569796160+0x3b>
mul	v0.4s, v0.4s, v17.4s
ldr	q16, [x9, #864]
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
adrp	x2, 11c000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x308>
add	x2, x2, #0x780
mov	x0, x8
mov	x1, x3
bl	9714 <core::panicking::panic_bounds_check>
