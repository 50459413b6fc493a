// expect: fail -- GLSL 1.20 section 3.6: `default` is a keyword or reserved word here
#version 120
void main() {
    float default = 1.0;
}
