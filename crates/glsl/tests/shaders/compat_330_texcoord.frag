#version 330 compatibility
uniform sampler2D tex;
void main() {
    vec4 t = texture(tex, gl_TexCoord[1].xy);
    gl_FragColor = t * gl_Color + vec4(gl_FogFragCoord);
}
// run: {"inputs": {"gl_TexCoord": [[0,0,0,0], [0.5, 0.25, 0, 0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0]], "gl_Color": [2, 2, 2, 2], "gl_FogFragCoord": 0.5}, "uniforms": {"tex": 0}, "expect": {"gl_FragColor": [1.5, 1, 0.5, 0.5]}}
