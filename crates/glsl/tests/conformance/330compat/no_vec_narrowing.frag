// expect: fail -- GLSL 3.30 (compatibility) section 4.1.10: a vec3 does not convert to a vec2
#version 330 compatibility
void main() {
    vec2 a = vec3(1.0);
}
