// expect: fail -- GLSL 1.10 section 4.1.9: a vec3 does not convert to a vec2
#version 110
void main() {
    vec2 a = vec3(1.0);
}
