0000000000077420 <linebloom::probe::aarch64::neon::entry::contains_one>:
umulh	x8, x2, x1
cmp	x1, x8
b.ls	77528 <linebloom::probe::aarch64::neon::entry::contains_one+0x108>  // b.plast
mov	w9, #0x79b1                	// #31153
adrp	x10, 16f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.436.llvm.11565393731450584947+0x10>
and	x11, x3, #0xf
movk	w9, #0x9e37, lsl #16
ldr	x10, [x10, #3648]
dup	v0.4s, w2
mul	w9, w2, w9
movi	v2.4s, #0x1
add	x8, x0, x8, lsl #6
add	x10, x10, x11, lsl #11
adrp	x11, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q3, [x11, #80]
adrp	x11, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
lsr	w9, w9, #22
ldr	q6, [x11, #128]
adrp	x11, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q17, [x11, #176]
mul	v3.4s, v0.4s, v3.4s
ldr	h1, [x10, w9, uxtw #1]
adrp	x9, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x10, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q4, [x9, #96]
adrp	x9, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q5, [x10, #112]
adrp	x10, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q7, [x9, #144]
dup	v1.4s, v1.s[0]
adrp	x9, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q16, [x10, #160]
mul	v5.4s, v0.4s, v5.4s
ldr	q18, [x9, #192]
mul	v7.4s, v0.4s, v7.4s
mul	v0.4s, v0.4s, v17.4s
ushl	v4.4s, v1.4s, v4.4s
ushl	v6.4s, v1.4s, v6.4s
ushl	v16.4s, v1.4s, v16.4s
ushl	v1.4s, v1.4s, v18.4s
ushr	v3.4s, v3.4s, #27
ushr	v5.4s, v5.4s, #27
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
adrp	x2, 16b000 <anon.3f597512be2205649f0fd13d93207274.2.llvm.3170297190396169650+0x30>
add	x2, x2, #0xa18
mov	x0, x8
bl	a8f4 <core::panicking::panic_bounds_check>
