// expect: fail -- GLSL 1.10 section 5.8: the two branches of ?: must have the same type
#version 110
void main() {
    vec2 a = true ? vec2(1.0) : vec3(1.0);
}
