// expect: compile -- GLSL 1.10 section 5.5: swizzles may repeat components when read
#version 110
void main() {
    vec4 a = vec4(1.0); vec4 b = a.xxyy + a.rgba + a.stpq; a.zw = b.yx;
}
