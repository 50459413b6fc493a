// expect: fail -- GLSL 1.20 section 5.4.2: a vector constructor needs enough components
#version 120
void main() {
    vec4 a = vec4(1.0, 2.0);
}
