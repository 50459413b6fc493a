// expect: fail -- GLSL 3.30 (compatibility) section 5.4.2: unused constructor arguments are an error
#version 330 compatibility
void main() {
    vec2 a = vec2(1.0, 2.0, 3.0);
}
