// expect: compile -- GLSL 1.40 section 6: an empty statement
#version 140
void main() {
    ;;
}
