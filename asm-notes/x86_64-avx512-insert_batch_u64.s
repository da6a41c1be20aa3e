0000000000120390 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x568
mov    DWORD PTR [rsp+0x4c],r8d
mov    r13,QWORD PTR [rdi]
mov    r11,QWORD PTR [rdi+0x8]
vpxor  xmm0,xmm0,xmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x360],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x320],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x60],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xa0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0xe0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x120],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x260],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x2a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x3e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x420],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x460],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4a0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x4e0],zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x520],zmm0
mov    r14,QWORD PTR [rcx+0x8]
cmp    r14,0x20
mov    r9d,0x20
cmovb  r9,r14
test   r14,r14
je     121c7c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x18ec>
mov    r10,rdx
mov    r15,QWORD PTR [rcx]
mov    r12,r9
shr    r12,0x3
mov    eax,r9d
and    eax,0x38
test   r12,r12
je     1207b8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x428>
vpbroadcastq zmm2,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r15],0x20
vpxorq zmm0,zmm0,zmm2
vprolq zmm1,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm1,0x96
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffef0e51]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpmuludq zmm4,zmm3,zmm1
vpsrlq zmm5,zmm3,0x20
vpbroadcastq zmm0,QWORD PTR [rip+0xffffffffffef0c62]        # 11170 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vpmuludq zmm5,zmm5,zmm0
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm4,zmm4,zmm3
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef0b62]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm3,QWORD BCST [rip+0xffffffffffef0bdf],0x78        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm3,zmm4
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0x60],zmm3
cmp    r12,0x1
je     1207b8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x428>
vprolq zmm3,ZMMWORD PTR [r15+0x40],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef0aa9]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xffffffffffef0b26],0x78        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xa0],zmm3
cmp    r12,0x2
je     1207b8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x428>
vprolq zmm3,ZMMWORD PTR [r15+0x80],0x20
vpxorq zmm3,zmm3,zmm2
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmuludq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm5,0x20
vpmuludq zmm4,zmm4,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm5,zmm3,0x23
vpaddq zmm5,zmm5,QWORD BCST [rip+0xffffffffffef09f0]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm5,zmm4,QWORD BCST [rip+0xffffffffffef0a6d],0x78        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm4,zmm5,zmm1
vpsrlq zmm3,zmm3,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm3,zmm4,zmm3
vpsllq zmm3,zmm3,0x20
vpmuludq zmm4,zmm5,zmm0
vpaddq zmm3,zmm3,zmm4
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+0xe0],zmm3
cmp    r12,0x3
je     1207b8 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x428>
vprolq zmm3,ZMMWORD PTR [r15+0xc0],0x20
vpxorq zmm2,zmm3,zmm2
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmuludq zmm2,zmm4,zmm1
vpsrlq zmm3,zmm4,0x20
vpmuludq zmm3,zmm3,zmm0
vpaddq zmm2,zmm3,zmm2
vpsllq zmm2,zmm2,0x20
vpmuludq zmm3,zmm4,zmm0
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm4,zmm2,0x23
vpaddq zmm4,zmm4,QWORD BCST [rip+0xffffffffffef0937]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpternlogq zmm4,zmm3,QWORD BCST [rip+0xffffffffffef09b4],0x78        # 11128 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x30>
vpmuludq zmm1,zmm4,zmm1
vpsrlq zmm2,zmm2,0x20
vpmuludq zmm2,zmm2,zmm0
vpaddq zmm1,zmm1,zmm2
vpsllq zmm1,zmm1,0x20
vpmuludq zmm0,zmm4,zmm0
vpaddq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x120],zmm0
movabs rbp,0x9fb21c651e98df25
cmp    rax,r9
je     12092c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x59c>
mov    r8,rax
or     r8,0x1
cmp    r9,r8
cmova  r8,r9
mov    rdx,QWORD PTR [rcx+0x10]
mov    rdi,r8
sub    rdi,rax
cmp    rdi,0x8
jae    1207f1 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x461>
mov    rdi,rax
jmp    1208e0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x550>
and    r8d,0x7
sub    rdi,r8
add    rdi,rax
vpbroadcastq zmm0,rdx
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffef0b3d]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpbroadcastq zmm2,QWORD PTR [rip+0xffffffffffef098b]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm3,QWORD PTR [rip+0xffffffffffef0881]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop
vprolq zmm4,ZMMWORD PTR [r15+rax*8],0x20
vpxorq zmm4,zmm4,zmm0
vprolq zmm5,zmm4,0x31
vprolq zmm6,zmm4,0x18
vpternlogq zmm6,zmm4,zmm5,0x96
vpmuludq zmm4,zmm6,zmm1
vpsrlq zmm5,zmm6,0x20
vpmuludq zmm5,zmm5,zmm2
vpaddq zmm4,zmm4,zmm5
vpsllq zmm4,zmm4,0x20
vpmuludq zmm5,zmm6,zmm2
vpaddq zmm4,zmm5,zmm4
vpsrlq zmm5,zmm4,0x23
vpaddq zmm5,zmm5,zmm3
vpxorq zmm5,zmm5,zmm4
vpmuludq zmm6,zmm5,zmm2
vpmuludq zmm5,zmm5,zmm1
vpsrlq zmm4,zmm4,0x20
vpmuludq zmm4,zmm4,zmm2
vpaddq zmm4,zmm5,zmm4
vpsllq zmm4,zmm4,0x20
vpaddq zmm4,zmm6,zmm4
vpsrlq zmm5,zmm4,0x1c
vpxorq zmm4,zmm5,zmm4
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x60],zmm4
add    rax,0x8
cmp    rdi,rax
jne    120820 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x490>
test   r8,r8
je     12092c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x59c>
nop    DWORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r15+rdi*8]
rol    rax,0x20
xor    rax,rdx
mov    r8,rax
rol    r8,0x31
mov    rbx,rax
rol    rbx,0x18
xor    rbx,r8
xor    rbx,rax
imul   rbx,rbp
mov    rax,rbx
shr    rax,0x23
add    rax,0x8
xor    rax,rbx
imul   rax,rbp
mov    r8,rax
shr    r8,0x1c
xor    r8,rax
mov    QWORD PTR [rsp+rdi*8+0x60],r8
inc    rdi
cmp    rdi,r9
jb     1208e0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x550>
mov    QWORD PTR [rsp+0x38],r14
mov    eax,r9d
and    eax,0x7
cmp    rax,0x1
sbb    r12,0xffffffffffffffff
mov    rax,r11
shr    rax,0x20
mov    QWORD PTR [rsp+0x50],rax
vmovq  xmm0,r11
vpmovzxdq xmm0,xmm0
vpbroadcastq zmm0,xmm0
vpsrlq zmm1,zmm0,0x20
mov    QWORD PTR [rsp+0x58],r15
je     120e96 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb06>
mov    rax,r11
mul    QWORD PTR [rsp+0x98]
mov    QWORD PTR [rsp+0x10],rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x90]
mov    r15,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x88]
mov    QWORD PTR [rsp+0x40],rcx
mov    QWORD PTR [rsp+0x18],r12
mov    r12,rdx
mov    rcx,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x80]
mov    rbp,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x78]
mov    r14,rdx
mov    QWORD PTR [rsp+0x28],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x70]
mov    r8,rdx
mov    QWORD PTR [rsp+0x20],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x68]
mov    rbx,rdx
mov    rdi,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x60]
shld   rdx,rax,0x6
shld   rbx,rdi,0x6
mov    rax,QWORD PTR [rsp+0x20]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp+0x28]
shld   r14,rax,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   rbp,rax,0x6
shld   r12,rcx,0x6
mov    rax,QWORD PTR [rsp]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
mov    rcx,QWORD PTR [rsp+0x8]
shld   rax,rcx,0x6
vmovq  xmm2,rax
vmovq  xmm3,r15
vmovq  xmm4,r12
mov    rcx,QWORD PTR [rsp+0x40]
vmovq  xmm5,rbp
movabs rbp,0x9fb21c651e98df25
vmovq  xmm6,r14
vmovq  xmm7,r8
vmovq  xmm8,rbx
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm3,xmm2
vpunpcklqdq xmm3,xmm5,xmm4
vinserti128 ymm2,ymm3,xmm2,0x1
vpunpcklqdq xmm3,xmm7,xmm6
vpunpcklqdq xmm4,xmm9,xmm8
vinserti128 ymm3,ymm4,xmm3,0x1
vinserti64x4 zmm2,zmm3,ymm2,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffef068e]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm2
cmp    QWORD PTR [rsp+0x18],0x1
je     12106e <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xcde>
mov    rax,r11
mul    QWORD PTR [rsp+0xa0]
mov    rcx,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xa8]
mov    r15,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xb0]
mov    r12,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xb8]
mov    rbp,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xc0]
mov    r14,rdx
mov    QWORD PTR [rsp+0x28],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xc8]
mov    r8,rdx
mov    QWORD PTR [rsp+0x20],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xd0]
mov    rbx,rdx
mov    rdi,rax
mov    rax,r11
mul    QWORD PTR [rsp+0xd8]
shld   rdx,rax,0x6
shld   rbx,rdi,0x6
mov    rax,QWORD PTR [rsp+0x20]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp+0x28]
shld   r14,rax,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   rcx,rax,0x6
vmovq  xmm2,rcx
vmovq  xmm3,r15
vmovq  xmm4,r12
mov    rcx,QWORD PTR [rsp+0x40]
vmovq  xmm5,rbp
movabs rbp,0x9fb21c651e98df25
vmovq  xmm6,r14
vmovq  xmm7,r8
vmovq  xmm8,rbx
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffef0540]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm2
cmp    QWORD PTR [rsp+0x18],0x2
je     12106e <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xcde>
mov    rax,r11
mul    QWORD PTR [rsp+0xe0]
mov    rcx,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xe8]
mov    r15,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xf0]
mov    r12,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0xf8]
mov    rbp,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x100]
mov    r14,rdx
mov    QWORD PTR [rsp+0x28],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x108]
mov    r8,rdx
mov    QWORD PTR [rsp+0x20],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x110]
mov    rbx,rdx
mov    rdi,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x118]
shld   rdx,rax,0x6
shld   rbx,rdi,0x6
mov    rax,QWORD PTR [rsp+0x20]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp+0x28]
shld   r14,rax,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   rcx,rax,0x6
vmovq  xmm2,rcx
vmovq  xmm3,r15
vmovq  xmm4,r12
mov    rcx,QWORD PTR [rsp+0x40]
vmovq  xmm5,rbp
movabs rbp,0x9fb21c651e98df25
vmovq  xmm6,r14
vmovq  xmm7,r8
vmovq  xmm8,rbx
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffef03f2]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm2
cmp    QWORD PTR [rsp+0x18],0x3
je     12106e <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xcde>
mov    rax,r11
mul    QWORD PTR [rsp+0x120]
mov    rcx,rdx
mov    QWORD PTR [rsp+0x10],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x128]
mov    r15,rdx
mov    QWORD PTR [rsp+0x8],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x130]
mov    r12,rdx
mov    QWORD PTR [rsp],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x138]
mov    rbp,rdx
mov    QWORD PTR [rsp+0x30],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x140]
mov    r14,rdx
mov    QWORD PTR [rsp+0x28],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x148]
mov    r8,rdx
mov    QWORD PTR [rsp+0x20],rax
mov    rax,r11
mul    QWORD PTR [rsp+0x150]
mov    rbx,rdx
mov    rdi,rax
mov    rax,r11
mul    QWORD PTR [rsp+0x158]
shld   rdx,rax,0x6
shld   rbx,rdi,0x6
mov    rax,QWORD PTR [rsp+0x20]
shld   r8,rax,0x6
mov    rax,QWORD PTR [rsp+0x28]
shld   r14,rax,0x6
mov    rax,QWORD PTR [rsp+0x30]
shld   rbp,rax,0x6
mov    rax,QWORD PTR [rsp]
shld   r12,rax,0x6
mov    rax,QWORD PTR [rsp+0x8]
shld   r15,rax,0x6
mov    rax,QWORD PTR [rsp+0x10]
shld   rcx,rax,0x6
vmovq  xmm2,rcx
vmovq  xmm3,r15
vmovq  xmm4,r12
mov    r12,QWORD PTR [rsp+0x18]
mov    rcx,QWORD PTR [rsp+0x40]
vmovq  xmm5,rbp
movabs rbp,0x9fb21c651e98df25
vmovq  xmm6,r14
vmovq  xmm7,r8
vmovq  xmm8,rbx
vmovq  xmm9,rdx
vpunpcklqdq xmm2,xmm2,xmm3
vpunpcklqdq xmm3,xmm4,xmm5
vinserti128 ymm2,ymm2,xmm3,0x1
vpunpcklqdq xmm3,xmm6,xmm7
vpunpcklqdq xmm4,xmm8,xmm9
vinserti128 ymm3,ymm3,xmm4,0x1
vinserti64x4 zmm2,zmm2,ymm3,0x1
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffef029f]        # 11130 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x38>
jmp    121059 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xcc9>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x60]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm4,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm1
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm4,zmm3
vpmuludq zmm4,zmm2,zmm0
vpmuludq zmm2,zmm2,zmm1
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm4,zmm2
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffef04c0]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm2
cmp    r12,0x1
je     12106e <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xcde>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xa0]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm4,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm1
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm4,zmm3
vpmuludq zmm4,zmm2,zmm0
vpmuludq zmm2,zmm2,zmm1
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm4,zmm2
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffef0449]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm2
cmp    r12,0x2
je     12106e <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xcde>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0xe0]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm4,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm1
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm4,zmm3
vpmuludq zmm4,zmm2,zmm0
vpmuludq zmm2,zmm2,zmm1
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm4,zmm2
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffef03d2]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm2
cmp    r12,0x3
je     12106e <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xcde>
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x120]
vpsrlq zmm3,zmm2,0x20
vpmuludq zmm4,zmm3,zmm0
vpmuludq zmm3,zmm3,zmm1
vpsllq zmm3,zmm3,0x20
vpaddq zmm3,zmm4,zmm3
vpmuludq zmm4,zmm2,zmm0
vpmuludq zmm2,zmm2,zmm1
vpsllq zmm2,zmm2,0x20
vpaddq zmm2,zmm4,zmm2
vpsrlq zmm2,zmm2,0x20
vpaddq zmm2,zmm2,zmm3
vpsrlq zmm2,zmm2,0x1a
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffef035f]        # 113b8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0x158>
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm2
cmp    r12,0x4
jne    121cdb <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x194b>
cmp    BYTE PTR [rsp+0x4c],0x0
mov    rdx,QWORD PTR [rsp+0x38]
je     121118 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xd88>
lea    r14,[rsp+0x160]
lea    rdi,[r9*8-0x8]
mov    r8d,edi
not    r8d
mov    rax,r14
test   r8b,0x38
je     1210c0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xd30>
mov    r8d,edi
shr    r8d,0x3
inc    r8d
and    r8d,0x7
mov    rax,r14
xchg   ax,ax
mov    rbx,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+rbx*1]
dec    r8
jne    1210b0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xd20>
cmp    rdi,0x38
jb     121118 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xd88>
lea    r8,[r14+r9*8]
nop    WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+rdi*1]
mov    rdi,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+rdi*1]
cmp    rax,r8
jne    1210d0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xd40>
mov    rcx,QWORD PTR [rcx+0x10]
vpbroadcastq zmm2,rcx
vmovdqa64 zmm3,ZMMWORD PTR [rip+0xfffffffffff16b94]        # 37cc0 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x119c8>
lea    r8,[rsp+0x2e0]
lea    rax,[rsp+0x60]
xor    edi,edi
vpbroadcastd zmm4,DWORD PTR [rip+0xffffffffffeefeeb]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
vpbroadcastq zmm5,QWORD PTR [rip+0xffffffffffef01f9]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.2443223510089387386+0xe8>
vpbroadcastq zmm6,QWORD PTR [rip+0xffffffffffef0047]        # 111a0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm7,QWORD PTR [rip+0xffffffffffeeff3d]        # 110a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpbroadcastq zmm8,QWORD PTR [rip+0xffffffffffef0003]        # 11170 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vmovdqa64 zmm9,ZMMWORD PTR [rip+0xfffffffffff15589]        # 36700 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x10408>
mov    QWORD PTR [rsp+0x40],rcx
jmp    121192 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe02>
xchg   ax,ax
mov    rax,r8
mov    r8,rbx
mov    r9,rcx
cmp    rdx,rdi
je     121c7c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x18ec>
mov    rbx,rax
add    rdi,r9
mov    rcx,rdx
sub    rcx,rdi
cmp    rcx,0x20
mov    eax,0x20
cmovae rcx,rax
cmp    rdx,rdi
je     121c00 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1870>
mov    rax,rcx
add    rax,rdi
jb     121c91 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1901>
cmp    rax,rdx
ja     121c91 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1901>
mov    rax,QWORD PTR [rsp+0x58]
mov    QWORD PTR [rsp+0x18],rdi
lea    rax,[rax+rdi*8]
mov    rdi,rcx
shr    rdi,0x3
je     121490 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1100>
vprolq zmm10,ZMMWORD PTR [rax],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8],zmm10
cmp    rdi,0x1
je     121490 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1100>
vprolq zmm10,ZMMWORD PTR [rax+0x40],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8+0x40],zmm10
cmp    rdi,0x2
je     121490 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1100>
vprolq zmm10,ZMMWORD PTR [rax+0x80],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8+0x80],zmm10
cmp    rdi,0x3
je     121490 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1100>
vprolq zmm10,ZMMWORD PTR [rax+0xc0],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm12,zmm10,0x23
vpaddq zmm12,zmm12,zmm7
vpternlogq zmm12,zmm11,zmm9,0x78
vpmuludq zmm11,zmm12,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm8
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm8
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8+0xc0],zmm10
nop    DWORD PTR [rax+0x0]
mov    r14d,ecx
and    r14d,0x38
cmp    r14,rcx
je     1215ed <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x125d>
mov    r15,r14
or     r15,0x1
cmp    rcx,r15
cmova  r15,rcx
mov    rdx,r15
sub    rdx,r14
cmp    rdx,0x8
jae    1214c2 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1132>
mov    rdx,r14
jmp    1215a0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1210>
mov    r12d,r15d
and    r12d,0x7
sub    rdx,r12
add    rdx,r14
and    r15,0xfffffffffffffff8
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm10,ZMMWORD PTR [rax+r14*8],0x20
vpxorq zmm10,zmm10,zmm2
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmuludq zmm10,zmm12,zmm5
vpsrlq zmm11,zmm12,0x20
vpmuludq zmm11,zmm11,zmm6
vpaddq zmm10,zmm10,zmm11
vpsllq zmm10,zmm10,0x20
vpmuludq zmm11,zmm12,zmm6
vpaddq zmm10,zmm11,zmm10
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm7
vpxorq zmm11,zmm11,zmm10
vpmuludq zmm12,zmm11,zmm6
vpmuludq zmm11,zmm11,zmm5
vpsrlq zmm10,zmm10,0x20
vpmuludq zmm10,zmm10,zmm6
vpaddq zmm10,zmm11,zmm10
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8+r14*8],zmm10
add    r14,0x8
cmp    r15,r14
jne    1214e0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1150>
test   r12,r12
je     1215ed <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x125d>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r14,QWORD PTR [rax+rdx*8]
rol    r14,0x20
xor    r14,QWORD PTR [rsp+0x40]
mov    r15,r14
rol    r15,0x31
mov    r12,r14
rol    r12,0x18
xor    r12,r15
xor    r12,r14
imul   r12,rbp
mov    r14,r12
shr    r14,0x23
add    r14,0x8
xor    r14,r12
imul   r14,rbp
mov    r15,r14
shr    r15,0x1c
xor    r15,r14
mov    QWORD PTR [r8+rdx*8],r15
inc    rdx
cmp    rdx,rcx
jb     1215a0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1210>
mov    eax,ecx
and    eax,0x7
cmp    rax,0x1
sbb    rdi,0xffffffffffffffff
cmp    QWORD PTR [rsp+0x50],0x0
je     1216c0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1330>
mov    rax,r11
mul    QWORD PTR [r8+0x38]
mov    QWORD PTR [rsp+0x10],rdx
mov    rax,r11
mul    QWORD PTR [r8+0x30]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r11
mul    QWORD PTR [r8+0x28]
mov    QWORD PTR [rsp],rdx
mov    rax,r11
mul    QWORD PTR [r8+0x20]
mov    r15,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x18]
mov    r12,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x10]
mov    r14,rdi
mov    rdi,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x8]
mov    rbp,rdx
mov    rax,r11
mul    QWORD PTR [r8]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
movabs rbp,0x9fb21c651e98df25
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,rdi
mov    rdi,r14
mov    rdx,QWORD PTR [rsp+0x38]
vmovq  xmm12,r12
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,r15
vmovq  xmm12,QWORD PTR [rsp]
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp+0x8]
vmovq  xmm13,QWORD PTR [rsp+0x10]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
jmp    121718 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1388>
nop
vmovdqu64 zmm10,ZMMWORD PTR [r8]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm12,zmm11,zmm0
vpmuludq zmm11,zmm11,zmm1
vpsllq zmm11,zmm11,0x20
vpaddq zmm11,zmm12,zmm11
vpmuludq zmm12,zmm10,zmm0
vpmuludq zmm10,zmm10,zmm1
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
mov    rdx,QWORD PTR [rsp+0x38]
lea    rax,[r8+0x100]
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [rax],zmm10
cmp    rdi,0x1
mov    rax,rdi
mov    rdi,QWORD PTR [rsp+0x18]
je     121b40 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x17b0>
mov    QWORD PTR [rsp+0x10],rax
cmp    QWORD PTR [rsp+0x50],0x0
je     12181e <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x148e>
mov    rax,r11
mul    QWORD PTR [r8+0x78]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r11
mul    QWORD PTR [r8+0x70]
mov    QWORD PTR [rsp],rdx
mov    rax,r11
mul    QWORD PTR [r8+0x68]
mov    r14,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x60]
mov    r15,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x58]
mov    r12,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x50]
mov    rdi,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x48]
mov    rbp,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x40]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
movabs rbp,0x9fb21c651e98df25
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,rdi
mov    rdx,QWORD PTR [rsp+0x38]
vmovq  xmm12,r12
mov    rdi,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,r15
vmovq  xmm12,r14
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp]
vmovq  xmm13,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r8+0x140],zmm10
cmp    QWORD PTR [rsp+0x10],0x2
jne    12188c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x14fc>
jmp    121b40 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x17b0>
vmovdqu64 zmm10,ZMMWORD PTR [r8+0x40]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm12,zmm11,zmm0
vpmuludq zmm11,zmm11,zmm1
vpsllq zmm11,zmm11,0x20
vpaddq zmm11,zmm12,zmm11
vpmuludq zmm12,zmm10,zmm0
vpmuludq zmm10,zmm10,zmm1
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r8+0x140],zmm10
cmp    QWORD PTR [rsp+0x10],0x2
je     121b40 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x17b0>
cmp    QWORD PTR [rsp+0x50],0x0
je     12197f <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x15ef>
mov    rax,r11
mul    QWORD PTR [r8+0xb8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r11
mul    QWORD PTR [r8+0xb0]
mov    QWORD PTR [rsp],rdx
mov    rax,r11
mul    QWORD PTR [r8+0xa8]
mov    r14,rdx
mov    rax,r11
mul    QWORD PTR [r8+0xa0]
mov    r15,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x98]
mov    r12,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x90]
mov    rdi,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x88]
mov    rbp,rdx
mov    rax,r11
mul    QWORD PTR [r8+0x80]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
movabs rbp,0x9fb21c651e98df25
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,rdi
mov    rdx,QWORD PTR [rsp+0x38]
vmovq  xmm12,r12
mov    rdi,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,r15
vmovq  xmm12,r14
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp]
vmovq  xmm13,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r8+0x180],zmm10
cmp    QWORD PTR [rsp+0x10],0x3
jne    1219ed <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x165d>
jmp    121b40 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x17b0>
vmovdqu64 zmm10,ZMMWORD PTR [r8+0x80]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm12,zmm11,zmm0
vpmuludq zmm11,zmm11,zmm1
vpsllq zmm11,zmm11,0x20
vpaddq zmm11,zmm12,zmm11
vpmuludq zmm12,zmm10,zmm0
vpmuludq zmm10,zmm10,zmm1
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r8+0x180],zmm10
cmp    QWORD PTR [rsp+0x10],0x3
je     121b40 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x17b0>
cmp    QWORD PTR [rsp+0x50],0x0
je     121ac7 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1737>
mov    rax,r11
mul    QWORD PTR [r8+0xf8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r11
mul    QWORD PTR [r8+0xf0]
mov    QWORD PTR [rsp],rdx
mov    rax,r11
mul    QWORD PTR [r8+0xe8]
mov    r14,rdx
mov    rax,r11
mul    QWORD PTR [r8+0xe0]
mov    r15,rdx
mov    rax,r11
mul    QWORD PTR [r8+0xd8]
mov    r12,rdx
mov    rax,r11
mul    QWORD PTR [r8+0xd0]
mov    rdi,rdx
mov    rax,r11
mul    QWORD PTR [r8+0xc8]
mov    rbp,rdx
mov    rax,r11
mul    QWORD PTR [r8+0xc0]
vmovq  xmm10,rdx
vmovq  xmm11,rbp
movabs rbp,0x9fb21c651e98df25
vpunpcklqdq xmm10,xmm10,xmm11
vmovq  xmm11,rdi
mov    rdx,QWORD PTR [rsp+0x38]
vmovq  xmm12,r12
mov    rdi,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm11,xmm11,xmm12
vinserti128 ymm10,ymm10,xmm11,0x1
vmovq  xmm11,r15
vmovq  xmm12,r14
vpunpcklqdq xmm11,xmm11,xmm12
vmovq  xmm12,QWORD PTR [rsp]
vmovq  xmm13,QWORD PTR [rsp+0x8]
vpunpcklqdq xmm12,xmm12,xmm13
vinserti128 ymm11,ymm11,xmm12,0x1
vinserti64x4 zmm10,zmm10,ymm11,0x1
jmp    121b1b <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x178b>
vmovdqu64 zmm10,ZMMWORD PTR [r8+0xc0]
vpsrlq zmm11,zmm10,0x20
vpmuludq zmm12,zmm11,zmm0
vpmuludq zmm11,zmm11,zmm1
vpsllq zmm11,zmm11,0x20
vpaddq zmm11,zmm12,zmm11
vpmuludq zmm12,zmm10,zmm0
vpmuludq zmm10,zmm10,zmm1
vpsllq zmm10,zmm10,0x20
vpaddq zmm10,zmm12,zmm10
vpsrlq zmm10,zmm10,0x20
vpaddq zmm10,zmm10,zmm11
vpsrlq zmm10,zmm10,0x20
vpsllq zmm10,zmm10,0x6
vmovdqu64 ZMMWORD PTR [r8+0x1c0],zmm10
mov    rax,QWORD PTR [rsp+0x10]
cmp    rax,0x4
jne    121cba <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x192a>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x4c],0x0
je     121c00 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1870>
lea    r12,[rcx*8-0x8]
mov    ebp,r12d
not    ebp
lea    rax,[r8+0x100]
test   bpl,0x38
je     121b91 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1801>
mov    r14d,r12d
shr    r14d,0x3
inc    r14d
and    r14d,0x7
lea    rax,[r8+0x100]
nop    WORD PTR [rax+rax*1+0x0]
mov    r15,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+r15*1]
dec    r14
jne    121b80 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x17f0>
cmp    r12,0x38
movabs rbp,0x9fb21c651e98df25
jb     121c00 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1870>
lea    r14,[r8+0x100]
lea    r15,[r14+rcx*8]
nop    DWORD PTR [rax+0x0]
mov    r14,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+r14*1]
mov    r14,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+r14*1]
mov    r14,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+r14*1]
mov    r14,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+r14*1]
mov    r14,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+r14*1]
mov    r14,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+r14*1]
mov    r14,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+r14*1]
mov    r14,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+r14*1]
cmp    rax,r15
jne    121bb0 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1820>
cmp    r9,0x1
adc    r9,0x0
xor    r12d,r12d
jmp    121c5c <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x18cc>
nop    DWORD PTR [rax]
add    rax,rsi
inc    r12
imul   r15d,r14d,0x9e3779b1
shr    r15d,0x16
kmovw  k1,WORD PTR [r13+r15*2+0x0]
vmovdqa64 zmm10,ZMMWORD PTR [rax]
vpbroadcastd zmm11,r14d
vpmulld zmm11,zmm11,zmm3
vpsrld zmm11,zmm11,0x1b
vpsllvd zmm11,zmm4,zmm11
vpord  zmm10{k1},zmm10,zmm11
vmovdqa64 ZMMWORD PTR [rax],zmm10
cmp    r9,r12
je     121180 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xdf0>
mov    r14,QWORD PTR [rbx+r12*8]
mov    rax,QWORD PTR [rbx+r12*8+0x100]
cmp    r10,r11
je     121c10 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1880>
shr    rax,0x6
cmp    rax,r10
jae    121ca4 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1914>
shl    rax,0x6
jmp    121c10 <linebloom::probe::x86_64::avx512::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1880>
add    rsp,0x568
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xe5c10]        # 2078a8 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x570>
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xe91cc]        # 20ae70 <_DYNAMIC+0x330>
lea    rdx,[rip+0xe5c15]        # 2078c0 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x588>
mov    rdi,rax
mov    rsi,r10
vzeroupper
call   QWORD PTR [rip+0xe90d6]        # 20ad90 <_DYNAMIC+0x250>
shl    rax,0x3
lea    rcx,[rip+0xe5bb3]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    edx,0x20
mov    rsi,rax
vzeroupper
call   QWORD PTR [rip+0xe9195]        # 20ae70 <_DYNAMIC+0x330>
shl    r12,0x3
lea    rcx,[rip+0xe5b92]        # 207878 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.2443223510089387386+0x540>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r12
vzeroupper
call   QWORD PTR [rip+0xe9174]        # 20ae70 <_DYNAMIC+0x330>
int3
int3
int3
int3
