// expect: fail -- GLSL 1.10 section 3.6: `default` is a keyword or reserved word here
#version 110
void main() {
    float default = 1.0;
}
