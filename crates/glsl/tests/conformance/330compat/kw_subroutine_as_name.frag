// expect: compile -- GLSL 3.30 (compatibility) section 3.6: `subroutine` is not a keyword or reserved word here, so it names a variable
#version 330 compatibility
void main() {
    float subroutine = 1.0;
}
