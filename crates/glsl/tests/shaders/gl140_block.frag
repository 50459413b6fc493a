#version 140
uniform Lights {
    vec4 ambient;
    vec4 colors[2];
};
in vec2 uv;
out vec4 color;
void main() {
    color = ambient + colors[1] * uv.x + inverse(mat2(2.0))[0].xxyy;
}
// run: {"inputs": {"uv": [0.5, 0]}, "uniforms": {"ambient": [0.1, 0.1, 0.1, 1], "colors": [[1, 1, 1, 1], [0, 2, 4, 0]]}, "expect": {"color": [0.6, 1.6, 2.1, 1]}}
