00000000000e1a30 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x558
mov    DWORD PTR [rsp+0x4c],r8d
mov    r11,rdx
mov    r13,QWORD PTR [rdi+0x8]
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x290],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x250],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x510],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x490],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x450],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x410],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3d0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x390],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x350],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x310],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2d0],zmm0
mov    rdx,QWORD PTR [rcx+0x8]
cmp    rdx,0x20
mov    ebx,0x20
cmovb  rbx,rdx
test   rdx,rdx
je     e33b7 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1987>
mov    rbp,rdi
mov    r14,QWORD PTR [rcx]
mov    eax,ebx
and    eax,0x38
mov    r8d,ebx
and    r8d,0x7
mov    QWORD PTR [rsp+0x30],rdx
cmp    rdx,0x8
jb     e1e59 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x429>
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r14],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xfffffffffff2e7f5]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq zmm4,zmm3,zmm0
vpsrlq zmm1,zmm3,0x20
vpmuludq zmm5,zmm1,zmm0
vpbroadcastq zmm1,QWORD PTR [rip+0xfffffffffff2e978]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpmuludq zmm3,zmm3,zmm1
vpaddq zmm3,zmm5,zmm3
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff2e706]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xfffffffffff2e76b],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm4,zmm5,zmm0
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm3,zmm5,zmm3
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x50],zmm3
cmp    eax,0x8
je     e1e59 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x429>
vprolq zmm3,ZMMWORD PTR [r14+0x40],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm0
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm4,zmm4,zmm5
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff2e64e]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff2e6b3],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm3,zmm5,zmm0
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpaddq zmm3,zmm4,zmm3
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x90],zmm3
cmp    eax,0x10
je     e1e59 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x429>
vprolq zmm3,ZMMWORD PTR [r14+0x80],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm0
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm4,zmm4,zmm5
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xfffffffffff2e596]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xfffffffffff2e5fb],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm3,zmm5,zmm0
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpmuludq zmm5,zmm5,zmm1
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpaddq zmm3,zmm4,zmm3
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xd0],zmm3
cmp    eax,0x18
je     e1e59 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x429>
vprolq zmm3,ZMMWORD PTR [r14+0xc0],0x20
vpxorq zmm2,zmm3,zmm2
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmuludq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpmuludq zmm4,zmm4,zmm1
vpaddq zmm3,zmm3,zmm4
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm2
vpsrlq zmm4,zmm3,0x23
vpaddq zmm4,zmm4,QWORD BCST [rip+0xfffffffffff2e4de]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vpternlogq zmm4,zmm2,QWORD BCST [rip+0xfffffffffff2e543],0x78        # 10358 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x28>
vpmuludq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm0,zmm3,zmm0
vpmuludq zmm1,zmm4,zmm1
vpaddq zmm0,zmm1,zmm0
vpsllq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm2
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x110],zmm0
movabs r12,0x9fb21c651e98df25
lea    rdx,[rbx*8+0x0]
and    edx,0x1c0
mov    r10d,edx
shr    r10d,0x3
mov    rdi,rbx
sub    rdi,r10
cmp    r8,rdi
cmovb  rdi,r8
test   rdi,rdi
mov    QWORD PTR [rsp+0x20],r14
je     e20d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x6a2>
mov    r8,QWORD PTR [rcx+0x10]
mov    r10,QWORD PTR [r14+rax*8]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x50],r14
cmp    rdi,0x1
je     e20d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x6a2>
mov    r10,QWORD PTR [r15+rax*8+0x8]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x58],r14
cmp    rdi,0x2
je     e20d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x6a2>
mov    r10,QWORD PTR [r15+rax*8+0x10]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x60],r14
cmp    rdi,0x3
je     e20d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x6a2>
mov    r10,QWORD PTR [r15+rax*8+0x18]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x68],r14
cmp    rdi,0x4
je     e20d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x6a2>
mov    r10,QWORD PTR [r15+rax*8+0x20]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x70],r14
cmp    rdi,0x5
je     e20d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x6a2>
mov    r10,QWORD PTR [r15+rax*8+0x28]
rol    r10,0x20
xor    r10,r8
mov    r14,r10
rol    r14,0x31
mov    r15,r10
rol    r15,0x18
xor    r15,r14
xor    r15,r10
imul   r15,r12
mov    r10,r15
shr    r10,0x23
add    r10,0x8
xor    r10,r15
mov    r15,QWORD PTR [rsp+0x20]
imul   r10,r12
mov    r14,r10
shr    r14,0x1c
xor    r14,r10
mov    QWORD PTR [rsp+rdx*1+0x78],r14
cmp    rdi,0x6
je     e20d2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x6a2>
mov    rax,QWORD PTR [r15+rax*8+0x30]
rol    rax,0x20
xor    rax,r8
mov    rdi,rax
rol    rdi,0x31
mov    r8,rax
rol    r8,0x18
xor    r8,rdi
xor    r8,rax
imul   r8,r12
mov    rax,r8
shr    rax,0x23
add    rax,0x8
xor    rax,r8
imul   rax,r12
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rdx*1+0x80],rdi
lea    r10,[rbx+0x7]
mov    eax,r10d
and    eax,0x78
cmp    rax,0x21
jae    e33cc <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x199c>
shr    r10,0x3
vmovq  xmm1,r13
mov    QWORD PTR [rsp],r13
mov    r15,QWORD PTR [rsp+0x30]
je     e25c4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb94>
mov    rax,r13
shr    rax,0x20
je     e240c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x9dc>
mov    rax,r13
mul    QWORD PTR [rsp+0x50]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x58]
mov    r14,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x60]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x68]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x70]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x78]
mov    r9,rbp
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x80]
mov    r8,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x88]
mov    QWORD PTR [rsp+0x150],rdi
mov    QWORD PTR [rsp+0x158],r14
mov    QWORD PTR [rsp+0x160],r15
mov    r15,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x168],r12
mov    QWORD PTR [rsp+0x170],r13
mov    r13,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x178],rbp
mov    rbp,r9
mov    QWORD PTR [rsp+0x180],r8
mov    QWORD PTR [rsp+0x188],rdx
cmp    r10,0x1
je     e25c4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb94>
mov    rax,r13
mul    QWORD PTR [rsp+0x90]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x98]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xa0]
mov    r14,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xa8]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xb0]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xb8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0xc0]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0xc8]
mov    QWORD PTR [rsp+0x190],rdi
mov    QWORD PTR [rsp+0x198],r8
mov    QWORD PTR [rsp+0x1a0],r14
mov    QWORD PTR [rsp+0x1a8],r15
mov    r15,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x1b0],r12
mov    QWORD PTR [rsp+0x1b8],r13
mov    r13,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x1c0],rbp
mov    rbp,r9
mov    QWORD PTR [rsp+0x1c8],rdx
cmp    r10,0x2
je     e25c4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb94>
mov    rax,r13
mul    QWORD PTR [rsp+0xd0]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xd8]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xe0]
mov    r14,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xe8]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xf0]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0xf8]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x100]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x108]
mov    QWORD PTR [rsp+0x1d0],rdi
mov    QWORD PTR [rsp+0x1d8],r8
mov    QWORD PTR [rsp+0x1e0],r14
mov    QWORD PTR [rsp+0x1e8],r15
mov    r15,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x1f0],r12
mov    QWORD PTR [rsp+0x1f8],r13
mov    r13,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x200],rbp
mov    rbp,r9
mov    QWORD PTR [rsp+0x208],rdx
cmp    r10,0x3
je     e25c4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb94>
mov    rax,r13
mul    QWORD PTR [rsp+0x110]
mov    rdi,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x118]
mov    r8,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x120]
mov    r14,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x128]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x130]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rsp+0x138]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x140]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rsp+0x148]
mov    QWORD PTR [rsp+0x210],rdi
mov    QWORD PTR [rsp+0x218],r8
mov    QWORD PTR [rsp+0x220],r14
mov    QWORD PTR [rsp+0x228],r15
mov    r15,QWORD PTR [rsp+0x30]
mov    QWORD PTR [rsp+0x230],r12
mov    QWORD PTR [rsp+0x238],r13
mov    r13,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x240],rbp
mov    rbp,r9
mov    QWORD PTR [rsp+0x248],rdx
jmp    e25c4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb94>
vpmovzxdq xmm0,xmm1
vpbroadcastq zmm0,xmm0
vmovdqu64 zmm3,ZMMWORD PTR [rsp+0x50]
vpsrlq zmm4,zmm3,0x20
vpmuludq zmm5,zmm4,zmm0
vpsrlq zmm2,zmm0,0x20
vpmuludq zmm4,zmm4,zmm2
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm5,zmm4
vpmuludq zmm5,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm2
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm5,zmm3
vpsrlq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm3,zmm3,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x150],zmm3
cmp    r10,0x1
je     e25c4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb94>
vmovdqu64 zmm3,ZMMWORD PTR [rsp+0x90]
vpsrlq zmm4,zmm3,0x20
vpmuludq zmm5,zmm4,zmm0
vpmuludq zmm4,zmm4,zmm2
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm5,zmm4
vpmuludq zmm5,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm2
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm5,zmm3
vpsrlq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm3,zmm3,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x190],zmm3
cmp    r10,0x2
je     e25c4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb94>
vmovdqu64 zmm3,ZMMWORD PTR [rsp+0xd0]
vpsrlq zmm4,zmm3,0x20
vpmuludq zmm5,zmm4,zmm0
vpmuludq zmm4,zmm4,zmm2
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm5,zmm4
vpmuludq zmm5,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm2
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm5,zmm3
vpsrlq zmm3,zmm3,0x20
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm3,zmm3,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x1d0],zmm3
cmp    r10,0x3
je     e25c4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xb94>
vmovdqu64 zmm3,ZMMWORD PTR [rsp+0x110]
vpsrlq zmm4,zmm3,0x20
vpmuludq zmm5,zmm4,zmm0
vpmuludq zmm4,zmm4,zmm2
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm5,zmm4
vpmuludq zmm0,zmm3,zmm0
vpmuludq zmm2,zmm3,zmm2
vpsllq zmm2,zmm2,0x20
vpaddq zmm0,zmm0,zmm2
vpsrlq zmm0,zmm0,0x20
vpaddq zmm0,zmm0,zmm4
vpsrlq zmm0,zmm0,0x20
vmovdqu64 ZMMWORD PTR [rsp+0x210],zmm0
cmp    BYTE PTR [rsp+0x4c],0x0
je     e26a8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xc78>
lea    rax,[rsp+0x150]
lea    rdx,[rbx*8+0x0]
lea    rdi,[rdx-0x8]
mov    r8d,edi
not    r8d
mov    rdx,rax
test   r8b,0x38
je     e2625 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xbf5>
mov    r8d,edi
shr    r8d,0x3
inc    r8d
and    r8d,0x7
mov    rdx,rax
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r10,QWORD PTR [rdx]
add    rdx,0x8
shl    r10,0x6
prefetcht0 BYTE PTR [rsi+r10*1]
dec    r8
jne    e2610 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xbe0>
cmp    rdi,0x38
jb     e26a8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xc78>
lea    rdi,[rbx*8+0x0]
add    rax,rdi
cs nop WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rdx]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x8]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x10]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x18]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x20]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x28]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x30]
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rdx+0x38]
add    rdx,0x40
shl    rdi,0x6
prefetcht0 BYTE PTR [rsi+rdi*1]
cmp    rdx,rax
jne    e2640 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xc10>
mov    rax,QWORD PTR [rcx+0x10]
mov    QWORD PTR [rsp+0x28],rax
vpbroadcastq zmm0,rax
vpmovzxdq xmm1,xmm1
vpbroadcastq zmm1,xmm1
mov    r8,QWORD PTR [rbp+0x0]
vmovdqa64 zmm2,ZMMWORD PTR [rip+0xfffffffffff4fdb0]        # 32480 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x110d0>
xor    edi,edi
lea    r10,[rsp+0x2d0]
lea    rax,[rsp+0x50]
vpbroadcastd zmm3,DWORD PTR [rip+0xfffffffffff2db9b]        # 10284 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.62.llvm.15201082868510890051+0x8>
vpbroadcastq zmm4,QWORD PTR [rip+0xfffffffffff2dc9d]        # 10390 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpbroadcastq zmm5,QWORD PTR [rip+0xfffffffffff2de33]        # 10530 <anon.8cfae0649b24339a7c6ff37f2bd6b634.746.llvm.13263554319387139704+0x100>
vpsrlq zmm6,zmm1,0x20
vpbroadcastq zmm7,QWORD PTR [rip+0xfffffffffff2dbda]        # 102e8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x38>
vmovdqa64 zmm8,ZMMWORD PTR [rip+0xfffffffffff4eea8]        # 315c0 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10210>
jmp    e272c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xcfc>
nop    WORD PTR [rax+rax*1+0x0]
mov    rax,rcx
cmp    r15,rdi
je     e33b7 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1987>
mov    r9,rbx
mov    rcx,r10
mov    r10,rax
add    rdi,rbx
mov    rbx,r15
sub    rbx,rdi
cmp    rbx,0x20
mov    eax,0x20
cmovae rbx,rax
mov    r14,r15
sub    r14,rdi
je     e32d0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x18a0>
mov    rax,rbx
add    rax,rdi
jb     e33e6 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x19b6>
cmp    rax,r15
ja     e33e6 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x19b6>
mov    rax,QWORD PTR [rsp+0x20]
lea    rax,[rax+rdi*8]
mov    edx,ebx
and    edx,0x38
cmp    r14,0x8
jb     e2a30 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1000>
vprolq zmm9,ZMMWORD PTR [rax],0x20
vpxorq zmm9,zmm9,zmm0
vprolq zmm10,zmm9,0x31
vprolq zmm11,zmm9,0x18
vpternlogq zmm11,zmm9,zmm10,0x96
vpmuludq zmm9,zmm11,zmm4
vpsrlq zmm10,zmm11,0x20
vpmuludq zmm10,zmm10,zmm4
vpmuludq zmm11,zmm11,zmm5
vpaddq zmm10,zmm10,zmm11
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm9
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm7
vpternlogq zmm11,zmm9,zmm8,0x78
vpmuludq zmm9,zmm11,zmm4
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm4
vpmuludq zmm11,zmm11,zmm5
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpaddq zmm9,zmm10,zmm9
vpsrlq zmm10,zmm9,0x1c
vpxorq zmm9,zmm10,zmm9
vmovdqu64 ZMMWORD PTR [rcx],zmm9
cmp    edx,0x8
je     e2a30 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1000>
vprolq zmm9,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm9,zmm9,zmm0
vprolq zmm10,zmm9,0x31
vprolq zmm11,zmm9,0x18
vpternlogq zmm11,zmm9,zmm10,0x96
vpmuludq zmm9,zmm11,zmm4
vpsrlq zmm10,zmm11,0x20
vpmuludq zmm10,zmm10,zmm4
vpmuludq zmm11,zmm11,zmm5
vpaddq zmm10,zmm10,zmm11
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm9
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm7
vpternlogq zmm11,zmm9,zmm8,0x78
vpmuludq zmm9,zmm11,zmm4
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm4
vpmuludq zmm11,zmm11,zmm5
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpaddq zmm9,zmm10,zmm9
vpsrlq zmm10,zmm9,0x1c
vpxorq zmm9,zmm10,zmm9
vmovdqu64 ZMMWORD PTR [rcx+0x40],zmm9
cmp    edx,0x10
je     e2a30 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1000>
vprolq zmm9,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm9,zmm9,zmm0
vprolq zmm10,zmm9,0x31
vprolq zmm11,zmm9,0x18
vpternlogq zmm11,zmm9,zmm10,0x96
vpmuludq zmm9,zmm11,zmm4
vpsrlq zmm10,zmm11,0x20
vpmuludq zmm10,zmm10,zmm4
vpmuludq zmm11,zmm11,zmm5
vpaddq zmm10,zmm10,zmm11
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm9
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm7
vpternlogq zmm11,zmm9,zmm8,0x78
vpmuludq zmm9,zmm11,zmm4
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm4
vpmuludq zmm11,zmm11,zmm5
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpaddq zmm9,zmm10,zmm9
vpsrlq zmm10,zmm9,0x1c
vpxorq zmm9,zmm10,zmm9
vmovdqu64 ZMMWORD PTR [rcx+0x80],zmm9
cmp    edx,0x18
je     e2a30 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1000>
vprolq zmm9,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm9,zmm9,zmm0
vprolq zmm10,zmm9,0x31
vprolq zmm11,zmm9,0x18
vpternlogq zmm11,zmm9,zmm10,0x96
vpmuludq zmm9,zmm11,zmm4
vpsrlq zmm10,zmm11,0x20
vpmuludq zmm10,zmm10,zmm4
vpmuludq zmm11,zmm11,zmm5
vpaddq zmm10,zmm10,zmm11
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm9
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm7
vpternlogq zmm11,zmm9,zmm8,0x78
vpmuludq zmm9,zmm11,zmm4
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm4
vpmuludq zmm11,zmm11,zmm5
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpaddq zmm9,zmm10,zmm9
vpsrlq zmm10,zmm9,0x1c
vpxorq zmm9,zmm10,zmm9
vmovdqu64 ZMMWORD PTR [rcx+0xc0],zmm9
nop    DWORD PTR [rax+0x0]
mov    r12d,ebx
and    r12d,0x7
lea    r14,[rbx*8+0x0]
and    r14d,0x1c0
mov    r13d,r14d
shr    r13d,0x3
mov    r15,rbx
sub    r15,r13
cmp    r12,r15
cmovb  r15,r12
test   r15,r15
je     e2cd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x12a0>
mov    r12,QWORD PTR [rax+rdx*8]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1],r13
cmp    r15,0x1
je     e2cd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x12a0>
mov    r12,QWORD PTR [rax+rdx*8+0x8]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x8],r13
cmp    r15,0x2
je     e2cd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x12a0>
mov    r12,QWORD PTR [rax+rdx*8+0x10]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x10],r13
cmp    r15,0x3
je     e2cd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x12a0>
mov    r12,QWORD PTR [rax+rdx*8+0x18]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x18],r13
cmp    r15,0x4
je     e2cd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x12a0>
mov    r12,QWORD PTR [rax+rdx*8+0x20]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x20],r13
cmp    r15,0x5
je     e2cd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x12a0>
mov    r12,QWORD PTR [rax+rdx*8+0x28]
rol    r12,0x20
xor    r12,QWORD PTR [rsp+0x28]
mov    r13,r12
rol    r13,0x31
mov    rbp,r12
rol    rbp,0x18
xor    rbp,r13
xor    rbp,r12
movabs r13,0x9fb21c651e98df25
imul   rbp,r13
mov    r12,rbp
shr    r12,0x23
add    r12,0x8
xor    r12,rbp
imul   r12,r13
mov    r13,r12
shr    r13,0x1c
xor    r13,r12
mov    QWORD PTR [rcx+r14*1+0x28],r13
cmp    r15,0x6
je     e2cd0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x12a0>
mov    rax,QWORD PTR [rax+rdx*8+0x30]
rol    rax,0x20
xor    rax,QWORD PTR [rsp+0x28]
mov    rdx,rax
rol    rdx,0x31
mov    r15,rax
rol    r15,0x18
xor    r15,rdx
xor    r15,rax
movabs rdx,0x9fb21c651e98df25
imul   r15,rdx
mov    rax,r15
shr    rax,0x23
add    rax,0x8
xor    rax,r15
imul   rax,rdx
mov    rdx,rax
shr    rdx,0x1c
xor    rdx,rax
mov    QWORD PTR [rcx+r14*1+0x30],rdx
lea    r15,[rbx+0x7]
mov    eax,r15d
and    eax,0x78
cmp    rax,0x21
jae    e33cc <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x199c>
lea    r14,[rcx+0x100]
shr    r15,0x3
mov    r13,QWORD PTR [rsp]
je     e31f0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x17c0>
mov    rax,r13
shr    rax,0x20
je     e2dce <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x139e>
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r13
mul    QWORD PTR [rcx+0x38]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x30]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x28]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x20]
mov    QWORD PTR [rsp+0x38],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x18]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x10]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x8]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx]
mov    rax,QWORD PTR [rsp+0x18]
vmovq  xmm9,rdx
vmovq  xmm10,rbp
vpunpcklqdq xmm9,xmm9,xmm10
vmovq  xmm10,r13
mov    r13,QWORD PTR [rsp]
vmovq  xmm11,r12
vpunpcklqdq xmm10,xmm10,xmm11
vinserti128 ymm9,ymm9,xmm10,0x1
vmovq  xmm10,QWORD PTR [rsp+0x38]
vmovq  xmm11,QWORD PTR [rsp+0x40]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,QWORD PTR [rsp+0x8]
vmovq  xmm12,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vinserti64x4 zmm9,zmm9,ymm10,0x1
vmovdqu64 ZMMWORD PTR [r14],zmm9
cmp    r15,0x1
jne    e2e31 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1401>
jmp    e31f0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x17c0>
vmovdqu64 zmm9,ZMMWORD PTR [rcx]
vpsrlq zmm10,zmm9,0x20
vpmuludq zmm11,zmm10,zmm1
vpmuludq zmm10,zmm10,zmm6
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm11,zmm10
vpmuludq zmm11,zmm9,zmm1
vpmuludq zmm9,zmm9,zmm6
vpsllq zmm9,zmm9,0x20
vpaddq zmm9,zmm11,zmm9
vpsrlq zmm9,zmm9,0x20
vpaddq zmm9,zmm9,zmm10
vpsrlq zmm9,zmm9,0x20
vmovdqu64 ZMMWORD PTR [r14],zmm9
cmp    r15,0x1
je     e31f0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x17c0>
test   rax,rax
je     e2f04 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x14d4>
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r13
mul    QWORD PTR [rcx+0x78]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x70]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x68]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x60]
mov    QWORD PTR [rsp+0x38],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x58]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x50]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x48]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x40]
mov    rax,QWORD PTR [rsp+0x18]
vmovq  xmm9,rdx
vmovq  xmm10,rbp
vpunpcklqdq xmm9,xmm9,xmm10
vmovq  xmm10,r13
mov    r13,QWORD PTR [rsp]
vmovq  xmm11,r12
vpunpcklqdq xmm10,xmm10,xmm11
vinserti128 ymm9,ymm9,xmm10,0x1
vmovq  xmm10,QWORD PTR [rsp+0x38]
vmovq  xmm11,QWORD PTR [rsp+0x40]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,QWORD PTR [rsp+0x8]
vmovq  xmm12,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vinserti64x4 zmm9,zmm9,ymm10,0x1
vmovdqu64 ZMMWORD PTR [rcx+0x140],zmm9
cmp    r15,0x2
jne    e2f69 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1539>
jmp    e31f0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x17c0>
vmovdqu64 zmm9,ZMMWORD PTR [rcx+0x40]
vpsrlq zmm10,zmm9,0x20
vpmuludq zmm11,zmm10,zmm1
vpmuludq zmm10,zmm10,zmm6
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm11,zmm10
vpmuludq zmm11,zmm9,zmm1
vpmuludq zmm9,zmm9,zmm6
vpsllq zmm9,zmm9,0x20
vpaddq zmm9,zmm11,zmm9
vpsrlq zmm9,zmm9,0x20
vpaddq zmm9,zmm9,zmm10
vpsrlq zmm9,zmm9,0x20
vmovdqu64 ZMMWORD PTR [rcx+0x140],zmm9
cmp    r15,0x2
je     e31f0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x17c0>
test   rax,rax
je     e3054 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1624>
mov    QWORD PTR [rsp+0x18],rax
mov    rax,r13
mul    QWORD PTR [rcx+0xb8]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xb0]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xa8]
mov    QWORD PTR [rsp+0x40],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xa0]
mov    QWORD PTR [rsp+0x38],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x98]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0x90]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x88]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0x80]
mov    rax,QWORD PTR [rsp+0x18]
vmovq  xmm9,rdx
vmovq  xmm10,rbp
vpunpcklqdq xmm9,xmm9,xmm10
vmovq  xmm10,r13
mov    r13,QWORD PTR [rsp]
vmovq  xmm11,r12
vpunpcklqdq xmm10,xmm10,xmm11
vinserti128 ymm9,ymm9,xmm10,0x1
vmovq  xmm10,QWORD PTR [rsp+0x38]
vmovq  xmm11,QWORD PTR [rsp+0x40]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,QWORD PTR [rsp+0x8]
vmovq  xmm12,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vinserti64x4 zmm9,zmm9,ymm10,0x1
vmovdqu64 ZMMWORD PTR [rcx+0x180],zmm9
cmp    r15,0x3
jne    e30b9 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1689>
jmp    e31f0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x17c0>
vmovdqu64 zmm9,ZMMWORD PTR [rcx+0x80]
vpsrlq zmm10,zmm9,0x20
vpmuludq zmm11,zmm10,zmm1
vpmuludq zmm10,zmm10,zmm6
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm11,zmm10
vpmuludq zmm11,zmm9,zmm1
vpmuludq zmm9,zmm9,zmm6
vpsllq zmm9,zmm9,0x20
vpaddq zmm9,zmm11,zmm9
vpsrlq zmm9,zmm9,0x20
vpaddq zmm9,zmm9,zmm10
vpsrlq zmm9,zmm9,0x20
vmovdqu64 ZMMWORD PTR [rcx+0x180],zmm9
cmp    r15,0x3
je     e31f0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x17c0>
test   rax,rax
je     e3187 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1757>
mov    rax,r13
mul    QWORD PTR [rcx+0xf8]
mov    QWORD PTR [rsp+0x18],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xf0]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xe8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xe0]
mov    r15,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xd8]
mov    r12,rdx
mov    rax,r13
mul    QWORD PTR [rcx+0xd0]
mov    r13,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0xc8]
mov    rbp,rdx
mov    rax,QWORD PTR [rsp]
mul    QWORD PTR [rcx+0xc0]
vmovq  xmm9,rdx
vmovq  xmm10,rbp
vpunpcklqdq xmm9,xmm9,xmm10
vmovq  xmm10,r13
mov    r13,QWORD PTR [rsp]
vmovq  xmm11,r12
vpunpcklqdq xmm10,xmm10,xmm11
vinserti128 ymm9,ymm9,xmm10,0x1
vmovq  xmm10,r15
vmovq  xmm11,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,QWORD PTR [rsp+0x10]
vmovq  xmm12,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vinserti64x4 zmm9,zmm9,ymm10,0x1
jmp    e31db <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x17ab>
vmovdqu64 zmm9,ZMMWORD PTR [rcx+0xc0]
vpsrlq zmm10,zmm9,0x20
vpmuludq zmm11,zmm10,zmm1
vpmuludq zmm10,zmm10,zmm6
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm11,zmm10
vpmuludq zmm11,zmm9,zmm1
vpmuludq zmm9,zmm9,zmm6
vpsllq zmm9,zmm9,0x20
vpaddq zmm9,zmm11,zmm9
vpsrlq zmm9,zmm9,0x20
vpaddq zmm9,zmm9,zmm10
vpsrlq zmm9,zmm9,0x20
vmovdqu64 ZMMWORD PTR [rcx+0x1c0],zmm9
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x4c],0x0
mov    r15,QWORD PTR [rsp+0x30]
je     e32d0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x18a0>
lea    rax,[rbx*8+0x0]
lea    rdx,[rax-0x8]
mov    ebp,edx
not    ebp
mov    rax,r14
test   bpl,0x38
je     e3245 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1815>
mov    r15d,edx
shr    r15d,0x3
inc    r15d
and    r15d,0x7
mov    rax,r14
nop    WORD PTR [rax+rax*1+0x0]
mov    r12,QWORD PTR [rax]
add    rax,0x8
shl    r12,0x6
prefetcht0 BYTE PTR [rsi+r12*1]
dec    r15
jne    e3230 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1800>
cmp    rdx,0x38
mov    r15,QWORD PTR [rsp+0x30]
jb     e32d0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x18a0>
lea    rdx,[rbx*8+0x0]
add    r14,rdx
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [rsi+rdx*1]
cmp    rax,r14
jne    e3260 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1830>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r9,0x1
adc    r9,0x0
cmp    r11,r13
jne    e3340 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1910>
xor    eax,eax
nop
mov    rdx,QWORD PTR [r10+rax*8+0x100]
mov    ebp,DWORD PTR [r10+rax*8]
inc    rax
mov    r14d,0x9e3779b1
imul   r14d,ebp
shl    rdx,0x6
shr    r14d,0x16
kmovw  k1,WORD PTR [r8+r14*2]
vmovdqa64 zmm9,ZMMWORD PTR [rsi+rdx*1]
vpbroadcastd zmm10,ebp
vpmulld zmm10,zmm10,zmm2
vpsrld zmm10,zmm10,0x1b
vpsllvd zmm10,zmm3,zmm10
vpord  zmm9{k1},zmm9,zmm10
vmovdqa64 ZMMWORD PTR [rsi+rdx*1],zmm9
cmp    r9,rax
jne    e32e0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x18b0>
jmp    e2720 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xcf0>
xchg   ax,ax
xor    edx,edx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r10+rdx*8+0x100]
cmp    rax,r11
jae    e33fc <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x19cc>
mov    ebp,DWORD PTR [r10+rdx*8]
inc    rdx
mov    r14d,0x9e3779b1
imul   r14d,ebp
shl    rax,0x6
shr    r14d,0x16
kmovw  k1,WORD PTR [r8+r14*2]
vmovdqa64 zmm9,ZMMWORD PTR [rsi+rax*1]
vpbroadcastd zmm10,ebp
vpmulld zmm10,zmm10,zmm2
vpsrld zmm10,zmm10,0x1b
vpsllvd zmm10,zmm3,zmm10
vpord  zmm9{k1},zmm9,zmm10
vmovdqa64 ZMMWORD PTR [rsi+rax*1],zmm9
cmp    r9,rdx
jne    e3350 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0x1920>
jmp    e2720 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::pipeline::Words<u64>>+0xcf0>
add    rsp,0x558
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xbb7cd]        # 19eba0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x488>
mov    edx,0x20
xor    edi,edi
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xbecda]        # 1a20c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xbb803]        # 19ebf0 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4d8>
mov    rsi,rax
mov    rdx,r15
vzeroupper
call   QWORD PTR [rip+0xbecc4]        # 1a20c0 <_DYNAMIC+0x330>
lea    rdx,[rip+0xbb805]        # 19ec08 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.320.llvm.15201082868510890051+0x4f0>
mov    rdi,rax
mov    rsi,r11
vzeroupper
call   QWORD PTR [rip+0xbebce]        # 1a1fe0 <_DYNAMIC+0x250>
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
int3
