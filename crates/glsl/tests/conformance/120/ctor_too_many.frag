// expect: fail -- GLSL 1.20 section 5.4.2: unused constructor arguments are an error
#version 120
void main() {
    vec2 a = vec2(1.0, 2.0, 3.0);
}
