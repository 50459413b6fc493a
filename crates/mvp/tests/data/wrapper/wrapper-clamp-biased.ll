; MVP wrapper library: wrapper_vs, wrapper_ps (generated from the gpubin ABI table)
source_filename = "wrapper"
target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"

define internal void @calc_in_out_vs(ptr %gl_in, ptr %gl_out, ptr %vtx_index, ptr %instance_id) {
entry:
  %tid.reg = inttoptr i32 3261074564 to ptr ; CORE_REG_TID 0xC2600C84
  %tid = load i32, ptr %tid.reg, align 4
  %cmd.reg = inttoptr i32 3261074568 to ptr ; CORE_REG_CMD 0xC2600C88
  %cmd = load i32, ptr %cmd.reg, align 4
  %cmd.bank = lshr i32 %cmd, 28
  %bid = and i32 %cmd.bank, 1
  %window.off = mul i32 %tid, 1024
  %window = add i32 3254779904, %window.off ; MVP_LM_BASE 0xC2000000
  %bank.off = mul i32 %bid, 128
  %bank = add i32 %window, %bank.off
  %bank.ptr = inttoptr i32 %bank to ptr
  store ptr %bank.ptr, ptr %gl_in, align 4
  store ptr %bank.ptr, ptr %gl_out, align 4
  %index.ptr = getelementptr inbounds i8, ptr %bank.ptr, i32 0
  %index = load i32, ptr %index.ptr, align 16
  store i32 %index, ptr %vtx_index, align 4
  %instance.ptr = getelementptr inbounds i8, ptr %bank.ptr, i32 16
  %instance = load i32, ptr %instance.ptr, align 16
  store i32 %instance, ptr %instance_id, align 4
  ret void
}

define internal void @calc_in_out_fs(ptr %gl_in, ptr %gl_out) {
entry:
  %tid.reg = inttoptr i32 3261074564 to ptr ; CORE_REG_TID 0xC2600C84
  %tid = load volatile i32, ptr %tid.reg, align 4
  %cmd.reg = inttoptr i32 3261074568 to ptr ; CORE_REG_CMD 0xC2600C88
  %cmd = load volatile i32, ptr %cmd.reg, align 4
  %cmd.bank = lshr i32 %cmd, 28
  %bid = and i32 %cmd.bank, 1
  %window.off = mul i32 %tid, 1024
  %window = add i32 3254779904, %window.off ; MVP_LM_BASE 0xC2000000
  %bank.off = mul i32 %bid, 128
  %bank = add i32 %window, %bank.off
  %bank.ptr = inttoptr i32 %bank to ptr
  store ptr %bank.ptr, ptr %gl_in, align 4
  store ptr %bank.ptr, ptr %gl_out, align 4
  ret void
}

define internal void @load_attributes(ptr %gl_in, i32 %index) {
entry:
  %gp.reg = inttoptr i32 3261074480 to ptr ; IC1000_CORE_REGS_GP 0xC2600C30
  %misc = load i32, ptr %gp.reg, align 4
  %misc.ptr = inttoptr i32 %misc to ptr
  %header.addr = load i32, ptr %misc.ptr, align 4
  %header = inttoptr i32 %header.addr to ptr
  %count.raw = load i32, ptr %header, align 4
  %count = call i32 @llvm.umin.i32(i32 %count.raw, i32 8)
  %draw_start.ptr = getelementptr inbounds i8, ptr %header, i32 4
  %draw_start = load i32, ptr %draw_start.ptr, align 4
  %element = add i32 %draw_start, %index
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %next ]
  %more = icmp ult i32 %i, %count
  br i1 %more, label %entry.load, label %done

entry.load:
  %entry.idx = mul i32 %i, 8
  %entry.off = add i32 %entry.idx, 8
  %entry.ptr = getelementptr inbounds i8, ptr %header, i32 %entry.off
  %word = load i32, ptr %entry.ptr, align 4
  %vbo_base.ptr = getelementptr inbounds i8, ptr %entry.ptr, i32 4
  %vbo_base = load i32, ptr %vbo_base.ptr, align 4
  %stride = and i32 %word, 65535
  %format.shr = lshr i32 %word, 16
  %format = and i32 %format.shr, 65535
  %src.off = mul i32 %element, %stride
  %src.addr = add i32 %vbo_base, %src.off
  %src = inttoptr i32 %src.addr to ptr
  %slot.off = mul i32 %i, 16
  %slot = getelementptr inbounds i8, ptr %gl_in, i32 %slot.off
  switch i32 %format, label %vec4 [
    i32 0, label %vec1
    i32 1, label %vec2
    i32 2, label %vec3
  ]

vec1:
  %v1.s0.ptr = getelementptr inbounds i8, ptr %src, i32 0
  %v1.s0 = load float, ptr %v1.s0.ptr, align 4
  %v1.d0 = getelementptr inbounds i8, ptr %slot, i32 0
  store float %v1.s0, ptr %v1.d0, align 4
  %v1.d1 = getelementptr inbounds i8, ptr %slot, i32 4
  store float 0.0, ptr %v1.d1, align 4
  %v1.d2 = getelementptr inbounds i8, ptr %slot, i32 8
  store float 0.0, ptr %v1.d2, align 4
  %v1.d3 = getelementptr inbounds i8, ptr %slot, i32 12
  store float 1.0, ptr %v1.d3, align 4
  br label %next

vec2:
  %v2.s0.ptr = getelementptr inbounds i8, ptr %src, i32 0
  %v2.s0 = load float, ptr %v2.s0.ptr, align 4
  %v2.d0 = getelementptr inbounds i8, ptr %slot, i32 0
  store float %v2.s0, ptr %v2.d0, align 4
  %v2.s1.ptr = getelementptr inbounds i8, ptr %src, i32 4
  %v2.s1 = load float, ptr %v2.s1.ptr, align 4
  %v2.d1 = getelementptr inbounds i8, ptr %slot, i32 4
  store float %v2.s1, ptr %v2.d1, align 4
  %v2.d2 = getelementptr inbounds i8, ptr %slot, i32 8
  store float 0.0, ptr %v2.d2, align 4
  %v2.d3 = getelementptr inbounds i8, ptr %slot, i32 12
  store float 1.0, ptr %v2.d3, align 4
  br label %next

vec3:
  %v3.s0.ptr = getelementptr inbounds i8, ptr %src, i32 0
  %v3.s0 = load float, ptr %v3.s0.ptr, align 4
  %v3.d0 = getelementptr inbounds i8, ptr %slot, i32 0
  store float %v3.s0, ptr %v3.d0, align 4
  %v3.s1.ptr = getelementptr inbounds i8, ptr %src, i32 4
  %v3.s1 = load float, ptr %v3.s1.ptr, align 4
  %v3.d1 = getelementptr inbounds i8, ptr %slot, i32 4
  store float %v3.s1, ptr %v3.d1, align 4
  %v3.s2.ptr = getelementptr inbounds i8, ptr %src, i32 8
  %v3.s2 = load float, ptr %v3.s2.ptr, align 4
  %v3.d2 = getelementptr inbounds i8, ptr %slot, i32 8
  store float %v3.s2, ptr %v3.d2, align 4
  %v3.d3 = getelementptr inbounds i8, ptr %slot, i32 12
  store float 1.0, ptr %v3.d3, align 4
  br label %next

vec4:
  %v4.s0.ptr = getelementptr inbounds i8, ptr %src, i32 0
  %v4.s0 = load float, ptr %v4.s0.ptr, align 4
  %v4.d0 = getelementptr inbounds i8, ptr %slot, i32 0
  store float %v4.s0, ptr %v4.d0, align 4
  %v4.s1.ptr = getelementptr inbounds i8, ptr %src, i32 4
  %v4.s1 = load float, ptr %v4.s1.ptr, align 4
  %v4.d1 = getelementptr inbounds i8, ptr %slot, i32 4
  store float %v4.s1, ptr %v4.d1, align 4
  %v4.s2.ptr = getelementptr inbounds i8, ptr %src, i32 8
  %v4.s2 = load float, ptr %v4.s2.ptr, align 4
  %v4.d2 = getelementptr inbounds i8, ptr %slot, i32 8
  store float %v4.s2, ptr %v4.d2, align 4
  %v4.s3.ptr = getelementptr inbounds i8, ptr %src, i32 12
  %v4.s3 = load float, ptr %v4.s3.ptr, align 4
  %v4.d3 = getelementptr inbounds i8, ptr %slot, i32 12
  store float %v4.s3, ptr %v4.d3, align 4
  br label %next

next:
  %i.next = add i32 %i, 1
  br label %loop

done:
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)

define void @wrapper_vs() {
entry:
  %gl_in.addr = alloca ptr, align 4
  %gl_out.addr = alloca ptr, align 4
  %index.addr = alloca i32, align 4
  %instance_id.addr = alloca i32, align 4
  store i32 0, ptr %index.addr, align 4
  store i32 0, ptr %instance_id.addr, align 4
  %gp.reg = inttoptr i32 3261074480 to ptr ; IC1000_CORE_REGS_GP 0xC2600C30
  %misc = load i32, ptr %gp.reg, align 4
  %misc.ptr = inttoptr i32 %misc to ptr
  %gl_const.slot = getelementptr inbounds i8, ptr %misc.ptr, i32 4
  %gl_const.addr = load i32, ptr %gl_const.slot, align 4
  %gl_const = inttoptr i32 %gl_const.addr to ptr
  ; ids are read before load_attributes overwrites slots 0 and 1
  call void @calc_in_out_vs(ptr %gl_in.addr, ptr %gl_out.addr, ptr %index.addr, ptr %instance_id.addr)
  %gl_in = load ptr, ptr %gl_in.addr, align 4
  %index = load i32, ptr %index.addr, align 4
  call void @load_attributes(ptr %gl_in, i32 %index)
  %gl_out = load ptr, ptr %gl_out.addr, align 4
  %instance_id = load i32, ptr %instance_id.addr, align 4
  %b.gp.reg = inttoptr i32 3261074480 to ptr ; IC1000_CORE_REGS_GP 0xC2600C30
  %b.misc = load i32, ptr %b.gp.reg, align 4
  %b.misc.ptr = inttoptr i32 %b.misc to ptr
  %b.header.addr = load i32, ptr %b.misc.ptr, align 4
  %b.header = inttoptr i32 %b.header.addr to ptr
  %b.draw_start.ptr = getelementptr inbounds i8, ptr %b.header, i32 4
  %b.draw_start = load i32, ptr %b.draw_start.ptr, align 4
  %vertex_id = add i32 %b.draw_start, %index
  call void @vs_main(ptr %gl_in, ptr %gl_out, ptr %gl_const, i32 %vertex_id, i32 %instance_id)
  ; completion after the last output store, with the unbiased index
  %done.reg = inttoptr i32 3261075456 to ptr ; CORE_REG_VTX_DONE 0xC2601000
  store i32 %index, ptr %done.reg, align 4
  ret void
}

define void @wrapper_ps() {
entry:
  %gl_in.addr = alloca ptr, align 4
  %gl_out.addr = alloca ptr, align 4
  %gp.reg = inttoptr i32 3261074480 to ptr ; IC1000_CORE_REGS_GP 0xC2600C30
  %misc = load i32, ptr %gp.reg, align 4
  %misc.ptr = inttoptr i32 %misc to ptr
  %gl_const.slot = getelementptr inbounds i8, ptr %misc.ptr, i32 8
  %gl_const.addr = load i32, ptr %gl_const.slot, align 4
  %gl_const = inttoptr i32 %gl_const.addr to ptr
  call void @calc_in_out_fs(ptr %gl_in.addr, ptr %gl_out.addr)
  %gl_in = load ptr, ptr %gl_in.addr, align 4
  %gl_out = load ptr, ptr %gl_out.addr, align 4
  call void @ps_main(ptr %gl_in, ptr %gl_out, ptr %gl_const)
  ret void
}

declare void @vs_main(ptr, ptr, ptr, i32, i32)
declare void @ps_main(ptr, ptr, ptr)
