00000000001493c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x568
mov    DWORD PTR [rsp+0xc],r9d
mov    QWORD PTR [rsp+0x58],rdx
cmp    rdx,QWORD PTR [rdi+0x8]
jne    14a4f1 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1131>
mov    rbx,QWORD PTR [rdi]
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
mov    r12,QWORD PTR [rcx+0x8]
cmp    r12,0x20
mov    ebp,0x20
cmovb  rbp,r12
test   r12,r12
je     14a07f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcbf>
mov    r15,r8
mov    r8,QWORD PTR [rcx]
mov    rdi,rbp
shr    rdi,0x3
mov    eax,ebp
and    eax,0x38
test   rdi,rdi
je     14969f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2df>
vpbroadcastq zmm1,QWORD PTR [rcx+0x10]
vprolq zmm0,ZMMWORD PTR [r8],0x20
vpxorq zmm0,zmm1,zmm0
vprolq zmm2,zmm0,0x31
vprolq zmm3,zmm0,0x18
vpternlogq zmm3,zmm0,zmm2,0x96
vpbroadcastq zmm0,QWORD PTR [rip+0xffffffffffec7c80]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpmullq zmm2,zmm3,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec7b69]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0x60],zmm2
cmp    rdi,0x1
je     14969f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2df>
vprolq zmm2,ZMMWORD PTR [r8+0x40],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec7b01]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xa0],zmm2
cmp    rdi,0x2
je     14969f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2df>
vprolq zmm2,ZMMWORD PTR [r8+0x80],0x20
vpxorq zmm2,zmm2,zmm1
vprolq zmm3,zmm2,0x31
vprolq zmm4,zmm2,0x18
vpternlogq zmm4,zmm2,zmm3,0x96
vpmullq zmm2,zmm4,zmm0
vpsrlq zmm3,zmm2,0x23
vpaddq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec7a99]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm2,zmm3,zmm2
vpmullq zmm2,zmm2,zmm0
vpsrlq zmm3,zmm2,0x1c
vpxorq zmm2,zmm3,zmm2
vmovdqu64 ZMMWORD PTR [rsp+0xe0],zmm2
cmp    rdi,0x3
je     14969f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x2df>
vprolq zmm2,ZMMWORD PTR [r8+0xc0],0x20
vpxorq zmm1,zmm2,zmm1
vprolq zmm2,zmm1,0x31
vprolq zmm3,zmm1,0x18
vpternlogq zmm3,zmm1,zmm2,0x96
vpmullq zmm1,zmm3,zmm0
vpsrlq zmm2,zmm1,0x23
vpaddq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec7a35]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxorq zmm1,zmm2,zmm1
vpmullq zmm0,zmm1,zmm0
vpsrlq zmm1,zmm0,0x1c
vpxorq zmm0,zmm1,zmm0
vmovdqu64 ZMMWORD PTR [rsp+0x120],zmm0
cmp    rax,rbp
je     1497cc <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x40c>
mov    r10,rax
or     r10,0x1
cmp    rbp,r10
cmova  r10,rbp
mov    rdi,QWORD PTR [rcx+0x10]
mov    r9,r10
sub    r9,rax
cmp    r9,0x8
jae    1496d8 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x318>
mov    r9,rax
movabs r14,0x9fb21c651e98df25
jmp    149780 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c0>
and    r10d,0x7
sub    r9,r10
add    r9,rax
vpbroadcastq zmm0,rdi
vpbroadcastq zmm1,QWORD PTR [rip+0xffffffffffec7abe]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm2,QWORD PTR [rip+0xffffffffffec79b4]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax+0x0]
vprolq zmm3,ZMMWORD PTR [r8+rax*8],0x20
vpxorq zmm3,zmm3,zmm0
vprolq zmm4,zmm3,0x31
vprolq zmm5,zmm3,0x18
vpternlogq zmm5,zmm3,zmm4,0x96
vpmullq zmm3,zmm5,zmm1
vpsrlq zmm4,zmm3,0x23
vpaddq zmm4,zmm4,zmm2
vpxorq zmm3,zmm4,zmm3
vpmullq zmm3,zmm3,zmm1
vpsrlq zmm4,zmm3,0x1c
vpxorq zmm3,zmm4,zmm3
vmovdqu64 ZMMWORD PTR [rsp+rax*8+0x60],zmm3
add    rax,0x8
cmp    r9,rax
jne    149700 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x340>
test   r10,r10
movabs r14,0x9fb21c651e98df25
je     1497cc <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x40c>
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r8+r9*8]
rol    rax,0x20
xor    rax,rdi
mov    r10,rax
rol    r10,0x31
mov    r11,rax
rol    r11,0x18
xor    r11,r10
xor    r11,rax
imul   r11,r14
mov    rax,r11
shr    rax,0x23
add    rax,0x8
xor    rax,r11
imul   rax,r14
mov    r10,rax
shr    r10,0x1c
xor    r10,rax
mov    QWORD PTR [rsp+r9*8+0x60],r10
inc    r9
cmp    r9,rbp
jb     149780 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x3c0>
lea    r13,[rsp+0x160]
movabs r14,0x1fffffffc0
mov    r9d,0x9e3779b1
add    rdx,rdx
vpbroadcastq zmm0,rdx
cmp    r12,0x8
mov    QWORD PTR [rsp+0x10],r12
mov    QWORD PTR [rsp+0x40],r8
mov    QWORD PTR [rsp+0x28],rdx
jb     149836 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x476>
lea    rax,[rsp+0x260]
lea    r10,[rsp+rbp*8]
add    r10,0x160
lea    r11,[rsp+rbp*4]
add    r11,0x260
cmp    r13,r11
setb   r11b
cmp    rax,r10
setb   al
test   r11b,al
je     14a094 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcd4>
xor    r10d,r10d
nop    DWORD PTR [rax+0x0]
mov    rax,QWORD PTR [rsp+r10*8+0x60]
mov    rdi,rax
shr    rdi,0x20
imul   rdi,rdx
mov    r8,rdi
shr    r8,0x1b
and    r8,r14
mov    QWORD PTR [rsp+r10*8+0x160],r8
shr    rdi,0x20
and    edi,0x1
imul   eax,r9d
shr    eax,0x16
movzx  eax,WORD PTR [rbx+rax*2]
and    eax,0x1ff
lea    eax,[rdi+rax*2]
mov    DWORD PTR [rsp+r10*4+0x260],eax
inc    r10
cmp    rbp,r10
jne    149840 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x480>
cmp    BYTE PTR [rsp+0xc],0x0
je     149940 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x580>
lea    r9,[rbp*8-0x8]
mov    edi,r9d
not    edi
mov    rax,r13
test   dil,0x38
je     1498d0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x510>
mov    r10d,r9d
shr    r10d,0x3
inc    r10d
and    r10d,0x7
mov    rax,r13
xchg   ax,ax
mov    rdi,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+rdi*1]
dec    r10
jne    1498c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x500>
cmp    r9,0x38
jb     149940 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x580>
lea    rdi,[rbp*8+0x0]
add    rdi,r13
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r8,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+r8*1]
mov    r8,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+r8*1]
cmp    rax,rdi
jne    1498f0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x530>
mov    r14,QWORD PTR [rcx+0x10]
vpbroadcastq zmm1,r14
mov    rax,QWORD PTR [r15]
mov    QWORD PTR [rsp+0x48],rax
mov    rax,QWORD PTR [r15+0x8]
mov    QWORD PTR [rsp+0x38],rax
lea    r15,[rsp+0x2e0]
lea    rax,[rsp+0x60]
xor    r13d,r13d
vmovdqa ymm2,YMMWORD PTR [rip+0xffffffffffec966d]        # 12fe0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x530>
vpbroadcastd ymm3,DWORD PTR [rip+0xffffffffffec76c4]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpbroadcastq zmm4,QWORD PTR [rip+0xffffffffffec779a]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vpbroadcastq zmm5,QWORD PTR [rip+0xffffffffffec79b8]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpbroadcastq zmm6,QWORD PTR [rip+0xffffffffffec775e]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpbroadcastd ymm7,DWORD PTR [rip+0xffffffffffec76b1]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpbroadcastq zmm8,QWORD PTR [rip+0xffffffffffec7803]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq zmm9,QWORD PTR [rip+0xffffffffffec76f9]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
mov    QWORD PTR [rsp+0x30],r14
jmp    1499ce <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x60e>
xchg   ax,ax
mov    rax,QWORD PTR [rsp+0x20]
cmp    r12,r13
je     14a07f <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xcbf>
mov    r11,rbp
mov    rdi,r13
mov    r8,r15
mov    r15,rax
add    r13,rbp
mov    rbp,r12
sub    rbp,r13
cmp    rbp,0x20
mov    eax,0x20
cmovae rbp,rax
mov    rax,r12
sub    rax,r13
movabs r9,0x9fb21c651e98df25
mov    QWORD PTR [rsp+0x20],r8
je     149e50 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa90>
mov    r10,rbp
add    r10,r13
jb     14a4d8 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1118>
cmp    r10,r12
ja     14a4d8 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1118>
mov    QWORD PTR [rsp],r11
mov    rcx,QWORD PTR [rsp+0x40]
lea    r10,[rcx+r13*8]
mov    r11,rbp
shr    r11,0x3
je     149bb0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f0>
vprolq zmm10,ZMMWORD PTR [r10],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8],zmm10
cmp    r11,0x1
je     149bb0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f0>
vprolq zmm10,ZMMWORD PTR [r10+0x40],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8+0x40],zmm10
cmp    r11,0x2
je     149bb0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f0>
vprolq zmm10,ZMMWORD PTR [r10+0x80],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8+0x80],zmm10
cmp    r11,0x3
je     149bb0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x7f0>
vprolq zmm10,ZMMWORD PTR [r10+0xc0],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8+0xc0],zmm10
nop    WORD PTR [rax+rax*1+0x0]
mov    ecx,ebp
and    ecx,0x38
mov    r12,rcx
cmp    rcx,rbp
mov    QWORD PTR [rsp+0x18],rbp
mov    r13,QWORD PTR [rsp+0x30]
je     149cd0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>
mov    rcx,rbp
mov    r14,r12
mov    r11,r12
or     r11,0x1
cmp    rbp,r11
cmova  r11,rbp
mov    rbp,r11
sub    rbp,r12
cmp    rbp,0x8
jb     149c80 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8c0>
mov    ecx,r11d
and    ecx,0x7
sub    rbp,rcx
mov    r14,rbp
mov    rbp,r12
add    r14,r12
and    r11,0xfffffffffffffff8
data16 cs nop WORD PTR [rax+rax*1+0x0]
vprolq zmm10,ZMMWORD PTR [r10+rbp*8],0x20
vpxorq zmm10,zmm10,zmm1
vprolq zmm11,zmm10,0x31
vprolq zmm12,zmm10,0x18
vpternlogq zmm12,zmm10,zmm11,0x96
vpmullq zmm10,zmm12,zmm8
vpsrlq zmm11,zmm10,0x23
vpaddq zmm11,zmm11,zmm9
vpxorq zmm10,zmm11,zmm10
vpmullq zmm10,zmm10,zmm8
vpsrlq zmm11,zmm10,0x1c
vpxorq zmm10,zmm11,zmm10
vmovdqu64 ZMMWORD PTR [r8+rbp*8],zmm10
add    rbp,0x8
cmp    r11,rbp
jne    149c10 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x850>
test   rcx,rcx
mov    rcx,QWORD PTR [rsp+0x18]
mov    r13,QWORD PTR [rsp+0x30]
je     149cd0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x910>
xchg   ax,ax
mov    rbp,QWORD PTR [r10+r14*8]
rol    rbp,0x20
xor    rbp,r13
mov    r8,rbp
rol    r8,0x31
mov    r11,rbp
rol    r11,0x18
xor    r11,r8
xor    r11,rbp
imul   r11,r9
mov    r8,r11
shr    r8,0x23
add    r8,0x8
xor    r8,r11
imul   r8,r9
mov    r11,r8
shr    r11,0x1c
xor    r11,r8
mov    r8,QWORD PTR [rsp+0x20]
mov    QWORD PTR [r8+r14*8],r11
inc    r14
cmp    r14,rcx
jb     149c80 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x8c0>
lea    r10,[r8+0x100]
cmp    rax,0x8
jae    149cf0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x930>
xor    eax,eax
mov    rbp,QWORD PTR [rsp+0x18]
jmp    149d2d <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x96d>
cs nop WORD PTR [rax+rax*1+0x0]
lea    rax,[r8+0x200]
mov    rbp,QWORD PTR [rsp+0x18]
mov    rcx,r8
lea    r8,[r8+rbp*8]
add    r8,0x100
lea    r11,[rcx+rbp*4]
add    r11,0x200
cmp    r10,r11
setb   r11b
cmp    rax,r8
setb   al
test   r11b,al
je     149f4e <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb8e>
xor    eax,eax
movabs r11,0x1fffffffc0
mov    rcx,QWORD PTR [rsp]
lea    r13,[rcx+rdi*1]
mov    r12,QWORD PTR [rsp+0x10]
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r10+rax*8-0x100]
mov    r9d,0x9e3779b1
imul   r9d,ecx
shr    rcx,0x20
imul   rcx,rdx
mov    r8,rcx
shr    r8,0x1b
and    r8,r11
mov    QWORD PTR [r10+rax*8],r8
shr    rcx,0x20
and    ecx,0x1
shr    r9d,0x16
movzx  r8d,WORD PTR [rbx+r9*2]
and    r8d,0x1ff
lea    ecx,[rcx+r8*2]
mov    DWORD PTR [r10+rax*4+0x100],ecx
inc    rax
cmp    rbp,rax
jne    149d50 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x990>
cmp    BYTE PTR [rsp+0xc],0x0
mov    r11,QWORD PTR [rsp]
je     149e50 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa90>
lea    r11,[rbp*8-0x8]
mov    ecx,r11d
not    ecx
mov    rax,r10
test   cl,0x38
je     149df0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa30>
mov    r14d,r11d
shr    r14d,0x3
inc    r14d
and    r14d,0x7
mov    rax,r10
nop    DWORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [rsi+rcx*1]
dec    r14
jne    149de0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa20>
cmp    r11,0x38
mov    r11,QWORD PTR [rsp]
jb     149e50 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa90>
lea    r10,[r10+rbp*8]
xchg   ax,ax
mov    rcx,QWORD PTR [rax]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [rsi+rcx*1]
mov    rcx,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [rsi+rcx*1]
cmp    rax,r10
jne    149e00 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xa40>
nop    DWORD PTR [rax+rax*1+0x0]
cmp    r13,rdi
jb     14a4c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1100>
cmp    r13,QWORD PTR [rsp+0x38]
ja     14a4c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x1100>
add    rdi,QWORD PTR [rsp+0x48]
cmp    r11,0x20
jne    149ee0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb20>
xor    eax,eax
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r15+rax*8+0x100]
add    rcx,rsi
mov    r9d,DWORD PTR [r15+rax*4+0x200]
mov    r8d,r9d
shr    r8d,1
shl    r9d,0x5
and    r9d,0x20
vpbroadcastd ymm10,DWORD PTR [r15+rax*8]
vmovdqa ymm11,YMMWORD PTR [r9+rcx*1]
vpmulld ymm10,ymm10,ymm2
vpsrld ymm10,ymm10,0x1b
vpsllvd ymm10,ymm3,ymm10
kmovw  k1,r8d
vmovdqa32 zmm10{k1}{z},zmm10
vptest ymm11,ymm10
setb   BYTE PTR [rdi+rax*1]
inc    rax
cmp    rax,0x20
jne    149e80 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xac0>
jmp    1499c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x600>
nop
test   r11,r11
je     1499c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x600>
xor    eax,eax
nop    DWORD PTR [rax+rax*1+0x0]
mov    rcx,QWORD PTR [r15+rax*8+0x100]
add    rcx,rsi
mov    r9d,DWORD PTR [r15+rax*4+0x200]
mov    r8d,r9d
shr    r8d,1
shl    r9d,0x5
and    r9d,0x20
vpbroadcastd ymm10,DWORD PTR [r15+rax*8]
vmovdqa ymm11,YMMWORD PTR [r9+rcx*1]
vpmulld ymm10,ymm10,ymm2
vpsrld ymm10,ymm10,0x1b
vpsllvd ymm10,ymm3,ymm10
kmovw  k1,r8d
vmovdqa32 zmm10{k1}{z},zmm10
vptest ymm11,ymm10
setb   BYTE PTR [rdi+rax*1]
inc    rax
cmp    r11,rax
jne    149ef0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xb30>
jmp    1499c0 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x600>
mov    eax,ebp
and    eax,0x38
xor    r14d,r14d
mov    QWORD PTR [rsp+0x50],r12
nop    DWORD PTR [rax+rax*1+0x0]
vmovdqu64 zmm11,ZMMWORD PTR [r10+r14*8-0x100]
vpsrlq zmm10,zmm11,0x20
vpmullq zmm10,zmm10,zmm0
vpsrlq zmm12,zmm10,0x1b
vpandq zmm12,zmm12,zmm4
vmovdqu64 ZMMWORD PTR [r10+r14*8],zmm12
vpsrlq zmm10,zmm10,0x20
vpmovqd ymm10,zmm10
vpmullq zmm11,zmm11,zmm5
vpsrlq zmm11,zmm11,0x16
vpandq zmm11,zmm11,zmm6
vmovd  r8d,xmm11
vpextrd r11d,xmm11,0x2
vextracti128 xmm12,ymm11,0x1
vmovd  ebp,xmm12
vpextrd edx,xmm12,0x2
vextracti32x4 xmm12,zmm11,0x2
vmovd  r9d,xmm12
vpextrd ecx,xmm12,0x2
vextracti32x4 xmm11,zmm11,0x3
vmovd  r13d,xmm11
vpextrd r12d,xmm11,0x2
movzx  r8d,WORD PTR [rbx+r8*2]
vmovd  xmm11,r8d
vpinsrw xmm11,xmm11,WORD PTR [rbx+r11*2],0x1
vpinsrw xmm11,xmm11,WORD PTR [rbx+rbp*2],0x2
vpinsrw xmm11,xmm11,WORD PTR [rbx+rdx*2],0x3
vpinsrw xmm11,xmm11,WORD PTR [rbx+r9*2],0x4
vpinsrw xmm11,xmm11,WORD PTR [rbx+rcx*2],0x5
vpinsrw xmm11,xmm11,WORD PTR [rbx+r13*2],0x6
vpinsrw xmm11,xmm11,WORD PTR [rbx+r12*2],0x7
vpand  ymm10,ymm10,ymm3
vpaddw xmm11,xmm11,xmm11
vpmovzxwd ymm11,xmm11
vpand  ymm11,ymm11,ymm7
vpor   ymm10,ymm11,ymm10
vmovdqu YMMWORD PTR [r10+r14*4+0x100],ymm10
add    r14,0x8
cmp    QWORD PTR [rsp+0x50],r14
jne    149f60 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0xba0>
mov    rbp,QWORD PTR [rsp+0x18]
cmp    rbp,rax
mov    rdx,QWORD PTR [rsp+0x28]
mov    r12,QWORD PTR [rsp+0x10]
movabs r11,0x1fffffffc0
mov    rcx,QWORD PTR [rsp]
lea    r13,[rcx+rdi*1]
jne    149d50 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x990>
jmp    149da3 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x9e3>
add    rsp,0x568
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
mov    QWORD PTR [rsp+0x20],r15
mov    rdx,rbp
mov    r10d,ebp
and    r10d,0x38
vmovdqu64 zmm2,ZMMWORD PTR [rsp+0x60]
vpsrlq zmm1,zmm2,0x20
vpmullq zmm1,zmm1,zmm0
vpsrlq zmm3,zmm1,0x1b
vpandq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec7054]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x160],zmm3
vpsrlq zmm3,zmm1,0x20
vpbroadcastd ymm1,DWORD PTR [rip+0xffffffffffec6f59]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpmullq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec7257]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpmovqd ymm3,zmm3
vpsrlq zmm2,zmm2,0x16
vpandq zmm2,zmm2,QWORD BCST [rip+0xffffffffffec6ff0]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpand  ymm3,ymm3,ymm1
vmovd  r8d,xmm2
vpextrd r11d,xmm2,0x2
vextracti128 xmm4,ymm2,0x1
vmovd  r14d,xmm4
vpextrd r15d,xmm4,0x2
vextracti32x4 xmm4,zmm2,0x2
vmovd  r12d,xmm4
vpextrd ebp,xmm4,0x2
vextracti32x4 xmm2,zmm2,0x3
vmovd  edi,xmm2
vpextrd eax,xmm2,0x2
movzx  r8d,WORD PTR [rbx+r8*2]
vmovd  xmm2,r8d
vpinsrw xmm2,xmm2,WORD PTR [rbx+r11*2],0x1
vpinsrw xmm2,xmm2,WORD PTR [rbx+r14*2],0x2
vpinsrw xmm2,xmm2,WORD PTR [rbx+r15*2],0x3
vpinsrw xmm2,xmm2,WORD PTR [rbx+r12*2],0x4
vpinsrw xmm2,xmm2,WORD PTR [rbx+rbp*2],0x5
vpinsrw xmm2,xmm2,WORD PTR [rbx+rdi*2],0x6
vpinsrw xmm2,xmm2,WORD PTR [rbx+rax*2],0x7
vpaddw xmm2,xmm2,xmm2
vpmovzxwd ymm4,xmm2
vpbroadcastd ymm2,DWORD PTR [rip+0xffffffffffec6ebf]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpand  ymm4,ymm4,ymm2
vpor   ymm3,ymm4,ymm3
vmovdqu YMMWORD PTR [rsp+0x260],ymm3
cmp    r10,0x8
je     14a496 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10d6>
vmovdqu64 zmm4,ZMMWORD PTR [rsp+0xa0]
vpsrlq zmm3,zmm4,0x20
vpmullq zmm3,zmm3,zmm0
vpsrlq zmm5,zmm3,0x1b
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffec6f47]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x1a0],zmm5
vpsrlq zmm3,zmm3,0x20
vpmovqd ymm3,zmm3
vpand  ymm3,ymm3,ymm1
vpmullq zmm4,zmm4,QWORD BCST [rip+0xffffffffffec7149]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm4,zmm4,0x16
vpandq zmm4,zmm4,QWORD BCST [rip+0xffffffffffec6ee8]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vmovd  eax,xmm4
vpextrd edi,xmm4,0x2
vextracti128 xmm5,ymm4,0x1
vmovd  r8d,xmm5
vpextrd r11d,xmm5,0x2
vextracti32x4 xmm5,zmm4,0x2
vmovd  r14d,xmm5
vpextrd r15d,xmm5,0x2
vextracti32x4 xmm4,zmm4,0x3
vmovd  r12d,xmm4
vpextrd ebp,xmm4,0x2
movzx  eax,WORD PTR [rbx+rax*2]
vmovd  xmm4,eax
vpinsrw xmm4,xmm4,WORD PTR [rbx+rdi*2],0x1
vpinsrw xmm4,xmm4,WORD PTR [rbx+r8*2],0x2
vpinsrw xmm4,xmm4,WORD PTR [rbx+r11*2],0x3
vpinsrw xmm4,xmm4,WORD PTR [rbx+r14*2],0x4
vpinsrw xmm4,xmm4,WORD PTR [rbx+r15*2],0x5
vpinsrw xmm4,xmm4,WORD PTR [rbx+r12*2],0x6
vpinsrw xmm4,xmm4,WORD PTR [rbx+rbp*2],0x7
vpaddw xmm4,xmm4,xmm4
vpmovzxwd ymm4,xmm4
vpand  ymm4,ymm4,ymm2
vpor   ymm3,ymm4,ymm3
vmovdqu YMMWORD PTR [rsp+0x280],ymm3
cmp    r10d,0x10
je     14a496 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10d6>
vmovdqu64 zmm4,ZMMWORD PTR [rsp+0xe0]
vpsrlq zmm3,zmm4,0x20
vpmullq zmm3,zmm3,zmm0
vpsrlq zmm5,zmm3,0x1b
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffec6e4d]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x1e0],zmm5
vpsrlq zmm3,zmm3,0x20
vpmovqd ymm3,zmm3
vpand  ymm3,ymm3,ymm1
vpmullq zmm4,zmm4,QWORD BCST [rip+0xffffffffffec704f]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm4,zmm4,0x16
vpandq zmm4,zmm4,QWORD BCST [rip+0xffffffffffec6dee]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vmovd  eax,xmm4
vpextrd edi,xmm4,0x2
vextracti128 xmm5,ymm4,0x1
vmovd  r8d,xmm5
vpextrd r11d,xmm5,0x2
vextracti32x4 xmm5,zmm4,0x2
vmovd  r14d,xmm5
vpextrd r15d,xmm5,0x2
vextracti32x4 xmm4,zmm4,0x3
vmovd  r12d,xmm4
vpextrd ebp,xmm4,0x2
movzx  eax,WORD PTR [rbx+rax*2]
vmovd  xmm4,eax
vpinsrw xmm4,xmm4,WORD PTR [rbx+rdi*2],0x1
vpinsrw xmm4,xmm4,WORD PTR [rbx+r8*2],0x2
vpinsrw xmm4,xmm4,WORD PTR [rbx+r11*2],0x3
vpinsrw xmm4,xmm4,WORD PTR [rbx+r14*2],0x4
vpinsrw xmm4,xmm4,WORD PTR [rbx+r15*2],0x5
vpinsrw xmm4,xmm4,WORD PTR [rbx+r12*2],0x6
vpinsrw xmm4,xmm4,WORD PTR [rbx+rbp*2],0x7
vpaddw xmm4,xmm4,xmm4
vpmovzxwd ymm4,xmm4
vpand  ymm4,ymm4,ymm2
vpor   ymm3,ymm4,ymm3
vmovdqu YMMWORD PTR [rsp+0x2a0],ymm3
cmp    r10d,0x18
je     14a496 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x10d6>
vmovdqu64 zmm3,ZMMWORD PTR [rsp+0x120]
vpsrlq zmm4,zmm3,0x20
vpmullq zmm4,zmm4,zmm0
vpsrlq zmm5,zmm4,0x1b
vpandq zmm5,zmm5,QWORD BCST [rip+0xffffffffffec6d53]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vmovdqu64 ZMMWORD PTR [rsp+0x220],zmm5
vpsrlq zmm4,zmm4,0x20
vpmullq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec6f5f]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpsrlq zmm3,zmm3,0x16
vpandq zmm3,zmm3,QWORD BCST [rip+0xffffffffffec6cfe]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vextracti128 xmm5,ymm3,0x1
vmovq  rax,xmm5
vpextrq rdi,xmm5,0x1
vextracti32x4 xmm5,zmm3,0x2
vmovq  r8,xmm5
vpextrq r11,xmm5,0x1
vpmovqd ymm4,zmm4
vmovq  r14,xmm3
vpextrq r15,xmm3,0x1
vextracti32x4 xmm3,zmm3,0x3
vmovq  r12,xmm3
vpextrq rbp,xmm3,0x1
movzx  r14d,WORD PTR [rbx+r14*2]
vmovd  xmm3,r14d
vpinsrw xmm3,xmm3,WORD PTR [rbx+r15*2],0x1
vpinsrw xmm3,xmm3,WORD PTR [rbx+rax*2],0x2
vpinsrw xmm3,xmm3,WORD PTR [rbx+rdi*2],0x3
vpinsrw xmm3,xmm3,WORD PTR [rbx+r8*2],0x4
vpinsrw xmm3,xmm3,WORD PTR [rbx+r11*2],0x5
vpinsrw xmm3,xmm3,WORD PTR [rbx+r12*2],0x6
vpand  ymm1,ymm4,ymm1
vpinsrw xmm3,xmm3,WORD PTR [rbx+rbp*2],0x7
vpaddw xmm3,xmm3,xmm3
vpmovzxwd ymm3,xmm3
vpand  ymm2,ymm3,ymm2
vpor   ymm1,ymm2,ymm1
vmovdqu YMMWORD PTR [rsp+0x2c0],ymm1
mov    rbp,rdx
cmp    rdx,r10
mov    rdx,QWORD PTR [rsp+0x28]
mov    r12,QWORD PTR [rsp+0x10]
movabs r14,0x1fffffffc0
mov    r15,QWORD PTR [rsp+0x20]
jne    149840 <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x480>
jmp    14988c <linebloom::probe::x86_64::avx512::entry_dq::contains::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>, linebloom::probe::pipeline::Bools>+0x4cc>
lea    rcx,[rip+0xbd0a1]        # 207568 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0xe50>
mov    rsi,r13
mov    rdx,QWORD PTR [rsp+0x38]
vzeroupper
call   QWORD PTR [rip+0xbfd78]        # 20a250 <_DYNAMIC+0x330>
lea    rcx,[rip+0xbc7a9]        # 206c88 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x570>
mov    rdi,r13
mov    rsi,r10
mov    rdx,r12
vzeroupper
call   QWORD PTR [rip+0xbfd5f]        # 20a250 <_DYNAMIC+0x330>
add    rdi,0x8
lea    rcx,[rip+0xffffffffffeed804]        # 37d00 <linebloom::probe::x86_64::avx2::MOVEMASK_SUBSETS+0x11a08>
lea    r9,[rip+0xbc76d]        # 206c70 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x558>
lea    rsi,[rsp+0x58]
mov    r8d,0x33
mov    rdx,rdi
xor    edi,edi
call   QWORD PTR [rip+0xbffbf]        # 20a4d8 <_DYNAMIC+0x5b8>
int3
int3
int3
int3
int3
int3
int3
