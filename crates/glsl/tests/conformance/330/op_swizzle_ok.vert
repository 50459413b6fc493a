// expect: compile -- GLSL 3.30 section 5.5: swizzles may repeat components when read
#version 330 core
void main() {
    vec4 a = vec4(1.0); vec4 b = a.xxyy + a.rgba + a.stpq; a.zw = b.yx;
}
