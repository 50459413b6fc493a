// expect: compile -- GLSL 1.40 section 3.6: `subroutine` is not a keyword or reserved word here, so it names a variable
#version 140
void main() {
    float subroutine = 1.0;
}
