#version 330 core
in vec4 aPos;
out vec4 v;
void main() {
    vec4 t = aPos;
    t.xz = t.zx;
    t.w += t.y;
    t.yx *= 2.0;
    vec3 q = t.wzy;
    q.z = q.x - q.y;
    v = vec4(q.zzx, t.x) + t.wwww + t.rgba.abgr;
    gl_Position = aPos;
}
