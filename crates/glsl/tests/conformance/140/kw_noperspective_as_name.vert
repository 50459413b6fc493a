// expect: fail -- GLSL 1.40 section 3.6: `noperspective` is a keyword or reserved word here
#version 140
void main() {
    float noperspective = 1.0;
}
