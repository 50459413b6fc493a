// expect: fail -- GLSL 3.30 (compatibility) section 5.4.2: a vector constructor needs enough components
#version 330 compatibility
void main() {
    vec4 a = vec4(1.0, 2.0);
}
