00000000000d6aa0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x558
mov    DWORD PTR [rsp+0x1c],r8d
mov    r13,rcx
mov    rbx,rdx
mov    r14,rsi
mov    QWORD PTR [rsp+0x20],rdi
mov    r15,QWORD PTR [rdi+0x8]
lea    rbp,[rsp+0x58]
mov    r12,QWORD PTR [rip+0xcb4e4]        # 1a1fb8 <memset@GLIBC_2.2.5>
mov    edx,0x280
mov    rdi,rbp
xor    esi,esi
call   r12
mov    rax,r12
lea    r12,[rsp+0x2d8]
mov    edx,0x280
mov    rdi,r12
xor    esi,esi
call   rax
mov    rdx,QWORD PTR [r13+0x8]
cmp    rdx,0x20
mov    r9d,0x20
cmovb  r9,rdx
test   rdx,rdx
je     d7de1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1341>
mov    r11,r13
mov    r13,QWORD PTR [r13+0x0]
mov    eax,r9d
and    eax,0x38
mov    ecx,r9d
and    ecx,0x7
mov    QWORD PTR [rsp+0x28],rdx
cmp    rdx,0x8
jb     d6c8f <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1ef>
vpbroadcastq ymm0,QWORD PTR [r11+0x10]
xor    edx,edx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff399ea]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff39841]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff3b669]        # 121c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff39788]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxor  xmm5,xmm5,xmm5
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm6,YMMWORD PTR [r13+rdx*8+0x20],0xb1
vpxor  ymm6,ymm0,ymm6
vpshufb ymm7,ymm6,ymm3
vpsrlq ymm8,ymm6,0xf
vpsllq ymm9,ymm6,0x31
vpor   ymm8,ymm9,ymm8
vpxor  ymm6,ymm7,ymm6
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm7,ymm6,ymm1
vpsrlq ymm8,ymm6,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm7,ymm7,ymm6
vpsrlq ymm8,ymm7,0x23
vpaddq ymm8,ymm8,ymm4
vpblendd ymm6,ymm6,ymm5,0xaa
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm8,ymm6,ymm1
vpsrlq ymm7,ymm7,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm6,ymm7,ymm6
vpsrlq ymm7,ymm6,0x1c
vpshufd ymm8,YMMWORD PTR [r13+rdx*8+0x0],0xb1
vpxor  ymm6,ymm7,ymm6
vpxor  ymm7,ymm8,ymm0
vpshufb ymm8,ymm7,ymm3
vpsrlq ymm9,ymm7,0xf
vpsllq ymm10,ymm7,0x31
vpor   ymm9,ymm10,ymm9
vpxor  ymm7,ymm8,ymm7
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm8,ymm7,ymm1
vpsrlq ymm9,ymm7,0x20
vpmuludq ymm9,ymm9,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm8,ymm8,ymm7
vpsrlq ymm9,ymm8,0x23
vpaddq ymm9,ymm9,ymm4
vpblendd ymm7,ymm7,ymm5,0xaa
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm9,ymm7,ymm1
vpsrlq ymm8,ymm8,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsrlq ymm8,ymm7,0x1c
vpxor  ymm7,ymm8,ymm7
vmovdqu YMMWORD PTR [rsp+rdx*8+0x58],ymm7
vmovdqu YMMWORD PTR [rsp+rdx*8+0x78],ymm6
add    rdx,0x8
cmp    rax,rdx
jne    d6b70 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xd0>
test   rcx,rcx
je     d6f3d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x49d>
lea    rdx,[r9*8+0x0]
and    edx,0x1c0
mov    rsi,QWORD PTR [r11+0x10]
mov    rdi,QWORD PTR [r13+rax*8+0x0]
rol    rdi,0x20
xor    rdi,rsi
mov    r8,rdi
rol    r8,0x31
mov    r10,rdi
rol    r10,0x18
xor    r10,r8
xor    r10,rdi
movabs rdi,0x9fb21c651e98df25
imul   r10,rdi
mov    rdi,r10
shr    rdi,0x23
add    rdi,0x8
xor    rdi,r10
movabs r8,0x9fb21c651e98df25
imul   rdi,r8
mov    r8,rdi
shr    r8,0x1c
xor    r8,rdi
mov    QWORD PTR [rsp+rdx*1+0x58],r8
cmp    ecx,0x1
je     d6f3d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x49d>
mov    rdi,QWORD PTR [r13+rax*8+0x8]
rol    rdi,0x20
xor    rdi,rsi
mov    r8,rdi
rol    r8,0x31
mov    r10,rdi
rol    r10,0x18
xor    r10,r8
xor    r10,rdi
movabs rdi,0x9fb21c651e98df25
imul   r10,rdi
mov    rdi,r10
shr    rdi,0x23
add    rdi,0x8
xor    rdi,r10
movabs r8,0x9fb21c651e98df25
imul   rdi,r8
mov    r8,rdi
shr    r8,0x1c
xor    r8,rdi
mov    QWORD PTR [rsp+rdx*1+0x60],r8
cmp    ecx,0x2
je     d6f3d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x49d>
mov    rdi,QWORD PTR [r13+rax*8+0x10]
rol    rdi,0x20
xor    rdi,rsi
mov    r8,rdi
rol    r8,0x31
mov    r10,rdi
rol    r10,0x18
xor    r10,r8
xor    r10,rdi
movabs rdi,0x9fb21c651e98df25
imul   r10,rdi
mov    rdi,r10
shr    rdi,0x23
add    rdi,0x8
xor    rdi,r10
movabs r8,0x9fb21c651e98df25
imul   rdi,r8
mov    r8,rdi
shr    r8,0x1c
xor    r8,rdi
mov    QWORD PTR [rsp+rdx*1+0x68],r8
cmp    ecx,0x3
je     d6f3d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x49d>
mov    rdi,QWORD PTR [r13+rax*8+0x18]
rol    rdi,0x20
xor    rdi,rsi
mov    r8,rdi
rol    r8,0x31
mov    r10,rdi
rol    r10,0x18
xor    r10,r8
xor    r10,rdi
movabs rdi,0x9fb21c651e98df25
imul   r10,rdi
mov    rdi,r10
shr    rdi,0x23
add    rdi,0x8
xor    rdi,r10
movabs r8,0x9fb21c651e98df25
imul   rdi,r8
mov    r8,rdi
shr    r8,0x1c
xor    r8,rdi
mov    QWORD PTR [rsp+rdx*1+0x70],r8
cmp    ecx,0x4
je     d6f3d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x49d>
mov    rdi,QWORD PTR [r13+rax*8+0x20]
rol    rdi,0x20
xor    rdi,rsi
mov    r8,rdi
rol    r8,0x31
mov    r10,rdi
rol    r10,0x18
xor    r10,r8
xor    r10,rdi
movabs rdi,0x9fb21c651e98df25
imul   r10,rdi
mov    rdi,r10
shr    rdi,0x23
add    rdi,0x8
xor    rdi,r10
movabs r8,0x9fb21c651e98df25
imul   rdi,r8
mov    r8,rdi
shr    r8,0x1c
xor    r8,rdi
mov    QWORD PTR [rsp+rdx*1+0x78],r8
cmp    ecx,0x5
je     d6f3d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x49d>
mov    rdi,QWORD PTR [r13+rax*8+0x28]
rol    rdi,0x20
xor    rdi,rsi
mov    r8,rdi
rol    r8,0x31
mov    r10,rdi
rol    r10,0x18
xor    r10,r8
xor    r10,rdi
movabs rdi,0x9fb21c651e98df25
imul   r10,rdi
mov    rdi,r10
shr    rdi,0x23
add    rdi,0x8
xor    rdi,r10
movabs r10,0x9fb21c651e98df25
imul   rdi,r10
mov    r8,rdi
shr    r8,0x1c
xor    r8,rdi
mov    QWORD PTR [rsp+rdx*1+0x80],r8
cmp    ecx,0x6
je     d6f3d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x49d>
mov    rax,QWORD PTR [r13+rax*8+0x30]
rol    rax,0x20
xor    rax,rsi
mov    rcx,rax
rol    rcx,0x31
mov    rsi,rax
rol    rsi,0x18
xor    rsi,rcx
xor    rsi,rax
imul   rsi,r10
mov    rax,rsi
shr    rax,0x23
add    rax,0x8
xor    rax,rsi
imul   rax,r10
mov    rcx,rax
shr    rcx,0x1c
xor    rcx,rax
mov    QWORD PTR [rsp+rdx*1+0x88],rcx
lea    r10,[r9+0x7]
mov    esi,r10d
and    esi,0x78
cmp    rsi,0x21
jae    d7df6 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1356>
shr    r10,0x3
vmovq  xmm1,r15
je     d74e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa41>
mov    rax,r15
shr    rax,0x20
je     d7282 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x7e2>
mov    rax,r15
mul    QWORD PTR [rsp+0x58]
mov    QWORD PTR [rsp+0x30],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x60]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x68]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x70]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x78]
mov    rdi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x80]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x88]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x90]
mov    rax,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x158],rax
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x160],rax
mov    rax,QWORD PTR [rsp+0x10]
mov    QWORD PTR [rsp+0x168],rax
mov    QWORD PTR [rsp+0x170],rcx
mov    QWORD PTR [rsp+0x178],rdi
mov    QWORD PTR [rsp+0x180],r8
mov    QWORD PTR [rsp+0x188],rsi
mov    QWORD PTR [rsp+0x190],rdx
cmp    r10,0x1
je     d74e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa41>
mov    rax,r15
mul    QWORD PTR [rsp+0x98]
mov    QWORD PTR [rsp+0x30],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xa0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xa8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xb0]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xb8]
mov    rdi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xc0]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xc8]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xd0]
mov    rax,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x198],rax
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x1a0],rax
mov    rax,QWORD PTR [rsp+0x10]
mov    QWORD PTR [rsp+0x1a8],rax
mov    QWORD PTR [rsp+0x1b0],rcx
mov    QWORD PTR [rsp+0x1b8],rdi
mov    QWORD PTR [rsp+0x1c0],r8
mov    QWORD PTR [rsp+0x1c8],rsi
mov    QWORD PTR [rsp+0x1d0],rdx
cmp    r10,0x2
je     d74e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa41>
mov    rax,r15
mul    QWORD PTR [rsp+0xd8]
mov    QWORD PTR [rsp+0x30],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xe0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xe8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xf0]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xf8]
mov    rdi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x100]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x108]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x110]
mov    rax,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x1d8],rax
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x1e0],rax
mov    rax,QWORD PTR [rsp+0x10]
mov    QWORD PTR [rsp+0x1e8],rax
mov    QWORD PTR [rsp+0x1f0],rcx
mov    QWORD PTR [rsp+0x1f8],rdi
mov    QWORD PTR [rsp+0x200],r8
mov    QWORD PTR [rsp+0x208],rsi
mov    QWORD PTR [rsp+0x210],rdx
cmp    r10,0x3
je     d74e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa41>
mov    rax,r15
mul    QWORD PTR [rsp+0x118]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x120]
mov    QWORD PTR [rsp+0x30],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x128]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x130]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x138]
mov    rdi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x140]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x148]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x150]
mov    QWORD PTR [rsp+0x218],r10
mov    rax,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x220],rax
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x228],rax
mov    QWORD PTR [rsp+0x230],rcx
mov    QWORD PTR [rsp+0x238],rdi
mov    QWORD PTR [rsp+0x240],r8
mov    QWORD PTR [rsp+0x248],rsi
mov    QWORD PTR [rsp+0x250],rdx
jmp    d74e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa41>
vpmovzxdq xmm0,xmm1
vpbroadcastq ymm0,xmm0
vmovdqu ymm3,YMMWORD PTR [rsp+0x58]
vmovdqu ymm4,YMMWORD PTR [rsp+0x78]
vpsrlq ymm5,ymm3,0x20
vpmuludq ymm6,ymm5,ymm0
vpsrlq ymm2,ymm0,0x20
vpmuludq ymm5,ymm5,ymm2
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm2
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm6,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm5
vpsrlq ymm3,ymm3,0x20
vpsrlq ymm5,ymm4,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm2
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm2
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm6,ymm4
vpsrlq ymm4,ymm4,0x20
vpaddq ymm4,ymm4,ymm5
vpsrlq ymm4,ymm4,0x20
vmovdqu YMMWORD PTR [rsp+0x158],ymm3
vmovdqu YMMWORD PTR [rsp+0x178],ymm4
cmp    r10,0x1
je     d74e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa41>
vmovdqu ymm3,YMMWORD PTR [rsp+0x98]
vmovdqu ymm4,YMMWORD PTR [rsp+0xb8]
vpsrlq ymm5,ymm3,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm2
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm2
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm6,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm5
vpsrlq ymm3,ymm3,0x20
vpsrlq ymm5,ymm4,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm2
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm2
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm6,ymm4
vpsrlq ymm4,ymm4,0x20
vpaddq ymm4,ymm4,ymm5
vpsrlq ymm4,ymm4,0x20
vmovdqu YMMWORD PTR [rsp+0x198],ymm3
vmovdqu YMMWORD PTR [rsp+0x1b8],ymm4
cmp    r10,0x2
je     d74e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa41>
vmovdqu ymm3,YMMWORD PTR [rsp+0xd8]
vmovdqu ymm4,YMMWORD PTR [rsp+0xf8]
vpsrlq ymm5,ymm3,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm2
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm2
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm6,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm5
vpsrlq ymm3,ymm3,0x20
vpsrlq ymm5,ymm4,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm2
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm2
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm6,ymm4
vpsrlq ymm4,ymm4,0x20
vpaddq ymm4,ymm4,ymm5
vpsrlq ymm4,ymm4,0x20
vmovdqu YMMWORD PTR [rsp+0x1d8],ymm3
vmovdqu YMMWORD PTR [rsp+0x1f8],ymm4
cmp    r10,0x3
je     d74e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa41>
vmovdqu ymm3,YMMWORD PTR [rsp+0x118]
vmovdqu ymm4,YMMWORD PTR [rsp+0x138]
vpsrlq ymm5,ymm3,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm2
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm6,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm2
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm6,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm5
vpsrlq ymm3,ymm3,0x20
vpsrlq ymm5,ymm4,0x20
vpmuludq ymm6,ymm5,ymm0
vpmuludq ymm5,ymm5,ymm2
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpmuludq ymm0,ymm4,ymm0
vpmuludq ymm2,ymm4,ymm2
vpsllq ymm2,ymm2,0x20
vpaddq ymm0,ymm0,ymm2
vpsrlq ymm0,ymm0,0x20
vpaddq ymm0,ymm0,ymm5
vpsrlq ymm0,ymm0,0x20
vmovdqu YMMWORD PTR [rsp+0x218],ymm3
vmovdqu YMMWORD PTR [rsp+0x238],ymm0
cmp    BYTE PTR [rsp+0x1c],0x0
mov    r10,QWORD PTR [rsp+0x28]
je     d75c0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb20>
lea    rax,[rsp+0x158]
lea    rcx,[r9*8+0x0]
lea    rdx,[rcx-0x8]
mov    esi,edx
not    esi
mov    rcx,rax
test   sil,0x38
je     d7535 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa95>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rcx,rax
nop
mov    rdi,QWORD PTR [rcx]
add    rcx,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
dec    rsi
jne    d7520 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xa80>
cmp    rdx,0x38
jb     d75c0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb20>
lea    rdx,[r9*8+0x0]
add    rax,rdx
nop    WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rcx]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x38]
add    rcx,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
cmp    rcx,rax
jne    d7550 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xab0>
mov    QWORD PTR [rsp+0x10],r13
mov    rax,QWORD PTR [r11+0x10]
mov    QWORD PTR [rsp+0x8],rax
vmovq  xmm0,rax
vpbroadcastq ymm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x30],ymm0
vpmovzxdq xmm1,xmm1
vpbroadcastq ymm1,xmm1
mov    rax,QWORD PTR [rsp+0x20]
mov    r11,QWORD PTR [rax]
xor    eax,eax
vmovdqa ymm2,YMMWORD PTR [rip+0xfffffffffff3ab66]        # 12160 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4f0>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff3ab1e]        # 12120 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4b0>
vpbroadcastd ymm4,DWORD PTR [rip+0xfffffffffff38c79]        # 10284 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x8>
vmovdqa ymm5,YMMWORD PTR [rip+0xfffffffffff3ab2d]        # 12140 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4d0>
vmovdqa ymm6,YMMWORD PTR [rip+0xfffffffffff3aaa5]        # 120c0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x450>
vpsrlq ymm7,ymm1,0x20
vpbroadcastq ymm15,QWORD PTR [rip+0xfffffffffff38cbf]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpxor  xmm0,xmm0,xmm0
jmp    d7647 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xba7>
nop
mov    rbp,r12
mov    r12,r13
mov    r9,rdi
mov    rax,QWORD PTR [rsp+0x20]
cmp    r10,rax
je     d7de1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1341>
mov    r13,rbp
add    rax,r9
mov    rdi,r10
sub    rdi,rax
cmp    rdi,0x20
mov    ecx,0x20
cmovae rdi,rcx
mov    rdx,r10
mov    QWORD PTR [rsp+0x20],rax
sub    rdx,rax
je     d7d20 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1280>
mov    rsi,rdi
mov    rcx,QWORD PTR [rsp+0x20]
add    rsi,rcx
jb     d7e0d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x136d>
cmp    rsi,r10
ja     d7e0d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x136d>
mov    rax,QWORD PTR [rsp+0x10]
lea    rax,[rax+rcx*8]
mov    ecx,edi
and    ecx,0x38
cmp    rdx,0x8
jb     d7821 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xd81>
xor    edx,edx
data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    rdx,0x20
je     d7821 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xd81>
vpshufd ymm10,YMMWORD PTR [rax+rdx*8+0x20],0xb1
vmovdqu ymm9,YMMWORD PTR [rsp+0x30]
vpxor  ymm10,ymm9,ymm10
vmovdqa ymm8,YMMWORD PTR [rip+0xfffffffffff3aaec]        # 121c0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpshufb ymm11,ymm10,ymm8
vpsrlq ymm12,ymm10,0xf
vpsllq ymm13,ymm10,0x31
vpor   ymm12,ymm13,ymm12
vpxor  ymm10,ymm11,ymm10
vpxor  ymm12,ymm10,ymm12
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff38e33]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpmuludq ymm13,ymm12,ymm11
vpsrlq ymm14,ymm12,0x20
vpbroadcastq ymm10,QWORD PTR [rip+0xfffffffffff38c7f]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq ymm14,ymm14,ymm10
vpaddq ymm13,ymm14,ymm13
vpsllq ymm13,ymm13,0x20
vpmuludq ymm12,ymm12,ymm10
vpaddq ymm13,ymm13,ymm12
vpsrlq ymm14,ymm13,0x23
vpaddq ymm14,ymm14,ymm15
vpblendd ymm12,ymm12,ymm0,0xaa
vpxor  ymm12,ymm14,ymm12
vpmuludq ymm14,ymm12,ymm11
vpsrlq ymm13,ymm13,0x20
vpmuludq ymm13,ymm13,ymm10
vpaddq ymm13,ymm14,ymm13
vpsllq ymm13,ymm13,0x20
vpmuludq ymm12,ymm12,ymm10
vpaddq ymm12,ymm13,ymm12
vpsrlq ymm13,ymm12,0x1c
vpshufd ymm14,YMMWORD PTR [rax+rdx*8],0xb1
vpxor  ymm12,ymm13,ymm12
vpxor  ymm13,ymm9,ymm14
vpshufb ymm14,ymm13,ymm8
vpsrlq ymm8,ymm13,0xf
vpsllq ymm9,ymm13,0x31
vpor   ymm8,ymm9,ymm8
vpxor  ymm9,ymm14,ymm13
vpxor  ymm8,ymm9,ymm8
vpmuludq ymm9,ymm8,ymm11
vpsrlq ymm13,ymm8,0x20
vpmuludq ymm13,ymm13,ymm10
vpaddq ymm9,ymm13,ymm9
vpsllq ymm9,ymm9,0x20
vpmuludq ymm8,ymm8,ymm10
vpaddq ymm9,ymm9,ymm8
vpsrlq ymm13,ymm9,0x23
vpaddq ymm13,ymm13,ymm15
vpblendd ymm8,ymm8,ymm0,0xaa
vpxor  ymm8,ymm13,ymm8
vpmuludq ymm11,ymm8,ymm11
vpsrlq ymm9,ymm9,0x20
vpmuludq ymm9,ymm9,ymm10
vpaddq ymm9,ymm11,ymm9
vpsllq ymm9,ymm9,0x20
vpmuludq ymm8,ymm8,ymm10
vpaddq ymm8,ymm9,ymm8
vpsrlq ymm9,ymm8,0x1c
vpxor  ymm8,ymm9,ymm8
vmovdqu YMMWORD PTR [r12+rdx*8],ymm8
vmovdqu YMMWORD PTR [r12+rdx*8+0x20],ymm12
add    rdx,0x8
cmp    rcx,rdx
jne    d76b0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xc10>
mov    esi,edi
and    esi,0x7
test   rsi,rsi
je     d7ab0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1010>
lea    rdx,[rdi*8+0x0]
and    edx,0x1c0
mov    r8,QWORD PTR [rax+rcx*8]
rol    r8,0x20
xor    r8,QWORD PTR [rsp+0x8]
mov    r10,r8
rol    r10,0x31
mov    rbp,r8
rol    rbp,0x18
xor    rbp,r10
xor    rbp,r8
movabs r10,0x9fb21c651e98df25
imul   rbp,r10
mov    r8,rbp
shr    r8,0x23
add    r8,0x8
xor    r8,rbp
imul   r8,r10
mov    r10,r8
shr    r10,0x1c
xor    r10,r8
mov    QWORD PTR [r12+rdx*1],r10
cmp    esi,0x1
je     d7ab0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1010>
mov    r8,QWORD PTR [rax+rcx*8+0x8]
rol    r8,0x20
xor    r8,QWORD PTR [rsp+0x8]
mov    r10,r8
rol    r10,0x31
mov    rbp,r8
rol    rbp,0x18
xor    rbp,r10
xor    rbp,r8
movabs r10,0x9fb21c651e98df25
imul   rbp,r10
mov    r8,rbp
shr    r8,0x23
add    r8,0x8
xor    r8,rbp
imul   r8,r10
mov    r10,r8
shr    r10,0x1c
xor    r10,r8
mov    QWORD PTR [r12+rdx*1+0x8],r10
cmp    esi,0x2
je     d7ab0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1010>
mov    r8,QWORD PTR [rax+rcx*8+0x10]
rol    r8,0x20
xor    r8,QWORD PTR [rsp+0x8]
mov    r10,r8
rol    r10,0x31
mov    rbp,r8
rol    rbp,0x18
xor    rbp,r10
xor    rbp,r8
movabs r10,0x9fb21c651e98df25
imul   rbp,r10
mov    r8,rbp
shr    r8,0x23
add    r8,0x8
xor    r8,rbp
imul   r8,r10
mov    r10,r8
shr    r10,0x1c
xor    r10,r8
mov    QWORD PTR [r12+rdx*1+0x10],r10
cmp    esi,0x3
je     d7ab0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1010>
mov    r8,QWORD PTR [rax+rcx*8+0x18]
rol    r8,0x20
xor    r8,QWORD PTR [rsp+0x8]
mov    r10,r8
rol    r10,0x31
mov    rbp,r8
rol    rbp,0x18
xor    rbp,r10
xor    rbp,r8
movabs r10,0x9fb21c651e98df25
imul   rbp,r10
mov    r8,rbp
shr    r8,0x23
add    r8,0x8
xor    r8,rbp
imul   r8,r10
mov    r10,r8
shr    r10,0x1c
xor    r10,r8
mov    QWORD PTR [r12+rdx*1+0x18],r10
cmp    esi,0x4
je     d7ab0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1010>
mov    r8,QWORD PTR [rax+rcx*8+0x20]
rol    r8,0x20
xor    r8,QWORD PTR [rsp+0x8]
mov    r10,r8
rol    r10,0x31
mov    rbp,r8
rol    rbp,0x18
xor    rbp,r10
xor    rbp,r8
movabs r10,0x9fb21c651e98df25
imul   rbp,r10
mov    r8,rbp
shr    r8,0x23
add    r8,0x8
xor    r8,rbp
imul   r8,r10
mov    r10,r8
shr    r10,0x1c
xor    r10,r8
mov    QWORD PTR [r12+rdx*1+0x20],r10
cmp    esi,0x5
je     d7ab0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1010>
mov    r8,QWORD PTR [rax+rcx*8+0x28]
rol    r8,0x20
xor    r8,QWORD PTR [rsp+0x8]
mov    r10,r8
rol    r10,0x31
mov    rbp,r8
rol    rbp,0x18
xor    rbp,r10
xor    rbp,r8
movabs r10,0x9fb21c651e98df25
imul   rbp,r10
mov    r8,rbp
shr    r8,0x23
add    r8,0x8
xor    r8,rbp
imul   r8,r10
mov    r10,r8
shr    r10,0x1c
xor    r10,r8
mov    QWORD PTR [r12+rdx*1+0x28],r10
cmp    esi,0x6
je     d7ab0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1010>
mov    rax,QWORD PTR [rax+rcx*8+0x30]
rol    rax,0x20
xor    rax,QWORD PTR [rsp+0x8]
mov    rcx,rax
rol    rcx,0x31
mov    rsi,rax
rol    rsi,0x18
xor    rsi,rcx
xor    rsi,rax
movabs rcx,0x9fb21c651e98df25
imul   rsi,rcx
mov    rax,rsi
shr    rax,0x23
add    rax,0x8
xor    rax,rsi
imul   rax,rcx
mov    rcx,rax
shr    rcx,0x1c
xor    rcx,rax
mov    QWORD PTR [r12+rdx*1+0x30],rcx
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
lea    rbp,[rdi+0x7]
mov    esi,ebp
and    esi,0x78
cmp    rsi,0x21
jae    d7df6 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1356>
shr    rbp,0x3
je     d7c40 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x11a0>
shl    rbp,0x6
xor    r10d,r10d
jmp    d7b9a <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x10fa>
nop    DWORD PTR [rax+0x0]
mov    rax,r15
mul    QWORD PTR [r12+r10*1+0x18]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r12+r10*1+0x10]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [r12+r10*1+0x8]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [r12+r10*1]
vmovq  xmm8,rdx
vmovq  xmm9,r8
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,rsi
vmovq  xmm10,rcx
mov    rax,r15
mul    QWORD PTR [r12+r10*1+0x38]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r12+r10*1+0x30]
mov    rsi,rdx
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm10,ymm8,xmm9,0x1
mov    rax,r15
mul    QWORD PTR [r12+r10*1+0x28]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [r12+r10*1+0x20]
vmovq  xmm8,rdx
vmovq  xmm9,r8
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,rsi
vmovq  xmm11,rcx
vpunpcklqdq xmm9,xmm9,xmm11
vinserti128 ymm11,ymm8,xmm9,0x1
vmovdqu YMMWORD PTR [r12+r10*1+0x100],ymm10
vmovdqu YMMWORD PTR [r12+r10*1+0x120],ymm11
add    r10,0x40
cmp    rbp,r10
je     d7c40 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x11a0>
mov    rax,r15
shr    rax,0x20
jne    d7ae0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1040>
vmovdqu ymm8,YMMWORD PTR [r12+r10*1]
vmovdqu ymm9,YMMWORD PTR [r12+r10*1+0x20]
vpsrlq ymm10,ymm8,0x20
vpmuludq ymm11,ymm10,ymm1
vpmuludq ymm10,ymm10,ymm7
vpsllq ymm10,ymm10,0x20
vpaddq ymm10,ymm11,ymm10
vpmuludq ymm11,ymm8,ymm1
vpmuludq ymm8,ymm8,ymm7
vpsllq ymm8,ymm8,0x20
vpaddq ymm8,ymm11,ymm8
vpsrlq ymm8,ymm8,0x20
vpaddq ymm8,ymm8,ymm10
vpsrlq ymm10,ymm8,0x20
vpsrlq ymm8,ymm9,0x20
vpmuludq ymm11,ymm8,ymm1
vpmuludq ymm8,ymm8,ymm7
vpsllq ymm8,ymm8,0x20
vpaddq ymm8,ymm11,ymm8
vpmuludq ymm11,ymm9,ymm1
vpmuludq ymm9,ymm9,ymm7
vpsllq ymm9,ymm9,0x20
vpaddq ymm9,ymm11,ymm9
vpsrlq ymm9,ymm9,0x20
vpaddq ymm8,ymm9,ymm8
vpsrlq ymm11,ymm8,0x20
jmp    d7b79 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x10d9>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x1c],0x0
mov    r10,QWORD PTR [rsp+0x28]
je     d7d20 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1280>
lea    rax,[r12+0x100]
lea    rcx,[rdi*8+0x0]
lea    rdx,[rcx-0x8]
mov    esi,edx
not    esi
mov    rcx,rax
test   sil,0x38
je     d7c95 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x11f5>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rcx,rax
xchg   ax,ax
mov    r8,QWORD PTR [rcx]
add    rcx,0x8
shl    r8,0x6
prefetcht0 BYTE PTR [r14+r8*1]
dec    rsi
jne    d7c80 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x11e0>
cmp    rdx,0x38
jb     d7d20 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1280>
lea    rdx,[rdi*8+0x0]
add    rax,rdx
nop    WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rcx]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rcx+0x38]
add    rcx,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
cmp    rcx,rax
jne    d7cb0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1210>
cmp    r9,0x1
adc    r9,0x0
xor    ecx,ecx
jmp    d7db1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1311>
nop
mov    edx,DWORD PTR [r13+rcx*8+0x0]
inc    rcx
imul   esi,edx,0x9e3779b1
shl    rax,0x6
shr    esi,0x16
movzx  esi,WORD PTR [r11+rsi*2]
vmovd  xmm8,edx
vpbroadcastd ymm8,xmm8
vmovd  xmm9,esi
vpbroadcastd ymm9,xmm9
vpmulld ymm10,ymm8,ymm2
vpsrld ymm10,ymm10,0x1b
vpsrlvd ymm11,ymm9,ymm3
vpand  ymm11,ymm11,ymm4
vpsllvd ymm10,ymm11,ymm10
vpmulld ymm8,ymm8,ymm5
vpsrld ymm8,ymm8,0x1b
vpsrlvd ymm9,ymm9,ymm6
vpand  ymm9,ymm9,ymm4
vpsllvd ymm8,ymm9,ymm8
vpor   ymm9,ymm10,YMMWORD PTR [r14+rax*1]
vmovdqa YMMWORD PTR [r14+rax*1],ymm9
vpor   ymm8,ymm8,YMMWORD PTR [r14+rax*1+0x20]
vmovdqa YMMWORD PTR [r14+rax*1+0x20],ymm8
cmp    r9,rcx
je     d7630 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb90>
mov    rax,QWORD PTR [r13+rcx*8+0x100]
cmp    rbx,r15
je     d7d30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1290>
cmp    rax,rbx
jb     d7d30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1290>
lea    rdx,[rip+0xc6e36]        # 19ec08 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4f0>
mov    rdi,rax
mov    rsi,rbx
vzeroupper
call   QWORD PTR [rip+0xca1ff]        # 1a1fe0 <_DYNAMIC+0x250>
add    rsp,0x558
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xc6da3]        # 19eba0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x488>
mov    edx,0x20
xor    edi,edi
vzeroupper
call   QWORD PTR [rip+0xca2b3]        # 1a20c0 <_DYNAMIC+0x330>
mov    rdi,rcx
lea    rcx,[rip+0xc6dd9]        # 19ebf0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4d8>
mov    rdx,r10
vzeroupper
call   QWORD PTR [rip+0xca29d]        # 1a20c0 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
