0000000000044880 <lookup_pinned_avx2>:
push   rax
mov    rax,rdi
mov    rdi,QWORD PTR [rdi]
mov    r8,QWORD PTR [rax+0x8]
mov    edx,DWORD PTR [rax+0x28]
lea    rcx,[rdx-0x1]
cmp    BYTE PTR [rax+0x2c],0x1
jne    44904 <lookup_pinned_avx2+0x84>
cmp    edx,0x8
jne    44988 <lookup_pinned_avx2+0x108>
mov    rcx,rsi
shr    rcx,0x20
imul   rcx,r8
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,r8
jae    449ab <lookup_pinned_avx2+0x12b>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1b
and    ecx,0x20
vmovd  xmm0,esi
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc1cc1]        # 65a0 <__abi_tag+0x62a4>
vmovdqa ymm1,YMMWORD PTR [rcx+rdi*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffc1dd6]        # 66c8 <__abi_tag+0x63cc>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
mov    rax,r8
mul    rsi
cmp    r8,rdx
jbe    44995 <lookup_pinned_avx2+0x115>
and    ecx,0xf
shl    rdx,0x6
imul   eax,esi,0x9e3779b1
shl    ecx,0xc
add    rcx,QWORD PTR [rip+0x4e046]        # 92970 <_DYNAMIC+0x278>
shr    eax,0x16
vmovd  xmm0,esi
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffffc1c81]        # 65c0 <__abi_tag+0x62c4>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc1c2b]        # 6580 <__abi_tag+0x6284>
vpxor  ymm0,ymm0,ymm2
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [rdi+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [rcx+rax*4],edx
sete   al
pop    rcx
vzeroupper
ret
mov    rdx,rsi
mov    rsi,r8
pop    rax
jmp    QWORD PTR [rip+0x4dfe3]        # 92978 <_DYNAMIC+0x280>
lea    rax,[rip+0x4b62c]        # 8ffc8 <__frame_dummy_init_array_entry+0x128>
mov    rdi,rdx
mov    rsi,r8
mov    rdx,rax
call   QWORD PTR [rip+0x4e015]        # 929c0 <_DYNAMIC+0x2c8>
lea    rdx,[rip+0x4b62e]        # 8ffe0 <__frame_dummy_init_array_entry+0x140>
mov    rdi,rax
mov    rsi,r8
call   QWORD PTR [rip+0x4e002]        # 929c0 <_DYNAMIC+0x2c8>
