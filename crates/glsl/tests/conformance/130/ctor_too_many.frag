// expect: fail -- GLSL 1.30 section 5.4.2: unused constructor arguments are an error
#version 130
void main() {
    vec2 a = vec2(1.0, 2.0, 3.0);
}
