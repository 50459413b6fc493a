#version 330 core
in vec4 aPos;
uniform bool flag;
uniform bvec2 flags;
out vec4 v;
float side(inout float x) { x += 1.0; return x; }
void main() {
    float x = aPos.x;
    bool a = aPos.y > 0.0 && side(x) > 1.0;
    bool b = aPos.z > 0.0 || side(x) > 0.5;
    bool c = (aPos.w > 0.0) ^^ flag;
    v = vec4(a ? 1.0 : -1.0, b ? x : -x, c ? 2.0 : 3.0, (flags.x && !flags.y) ? 0.5 : 0.25);
    gl_Position = aPos;
}
