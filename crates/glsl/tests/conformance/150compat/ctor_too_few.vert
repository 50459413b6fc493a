// expect: fail -- GLSL 1.50 (compatibility) section 5.4.2: a vector constructor needs enough components
#version 150 compatibility
void main() {
    vec4 a = vec4(1.0, 2.0);
}
